#if canImport(Glibc)
import Glibc
#endif
import Foundation
import NIOCore

/// Cuts a connection's bytes into lines (without their newline); a line longer than
/// ``UnixSocket/longestRequest`` ends the connection.
struct LineFrames: ByteToMessageDecoder {
    typealias InboundOut = ByteBuffer

    mutating func decode(context: ChannelHandlerContext, buffer: inout ByteBuffer) throws -> DecodingState {
        let newline = buffer.readableBytesView.firstIndex(of: UInt8(ascii: "\n"))
        guard (newline ?? buffer.writerIndex) - buffer.readerIndex <= UnixSocket.longestRequest else { throw LineTooLong() }
        guard let newline else { return .needMoreData }
        let line = buffer.readSlice(length: newline - buffer.readerIndex)!
        buffer.moveReaderIndex(forwardBy: 1)
        context.fireChannelRead(Self.wrapInboundOut(line))
        return .continue
    }

    struct LineTooLong: Error {}
}
