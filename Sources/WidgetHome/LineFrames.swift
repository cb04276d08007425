import NIOCore

/// Cuts a control connection's bytes into lines (without their newline), on both sides of the socket:
/// a line longer than ``longest`` ends the connection (``UnixSocket/longestRequest`` for the runtime
/// reading requests, ``UnixSocket/longestAnswer`` for a client reading answers).
package struct LineFrames: ByteToMessageDecoder {
    package typealias InboundOut = ByteBuffer

    /// The longest line read.
    let longest: Int

    package init(longest: Int) { self.longest = longest }

    package mutating func decode(context: ChannelHandlerContext, buffer: inout ByteBuffer) throws -> DecodingState {
        let newline = buffer.readableBytesView.firstIndex(of: UInt8(ascii: "\n"))
        guard (newline ?? buffer.writerIndex) - buffer.readerIndex <= longest else { throw LineTooLong() }
        guard let newline else { return .needMoreData }
        let line = buffer.readSlice(length: newline - buffer.readerIndex)!
        buffer.moveReaderIndex(forwardBy: 1)
        context.fireChannelRead(Self.wrapInboundOut(line))
        return .continue
    }

    /// A line past ``longest``.
    package struct LineTooLong: Error {}
}
