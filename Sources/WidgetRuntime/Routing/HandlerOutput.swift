import Foundation
import Logging
import NIOCore
import NIOPosix

/// What a URL handler prints, in the runtime's log rather than over the live terminal view: each
/// whole line once it ends (its standard error as warnings, its output as information), read on
/// NIO's event loops until the handler closes it.
enum HandlerOutput {
    /// Reads `descriptor` (taking it over) and logs its lines, prefixed with the handler's name.
    static func log(_ descriptor: Int32, as level: Logger.Level, from handler: String, to logger: Logger) {
        let reading = NIOPipeBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture { try channel.pipeline.syncOperations.addHandler(Lines(handler: handler, level: level, logger: logger)) }
            }
            .takingOwnershipOfDescriptor(input: descriptor)
        reading.whenFailure { _ in close(descriptor) }
    }

    /// Splits what arrives into lines, and logs each (the last one when the pipe closes).
    private final class Lines: ChannelInboundHandler {
        typealias InboundIn = ByteBuffer
        let handler: String
        let level: Logger.Level
        let logger: Logger
        private var pending: [UInt8] = []

        init(handler: String, level: Logger.Level, logger: Logger) {
            (self.handler, self.level, self.logger) = (handler, level, logger)
        }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            pending += unwrapInboundIn(data).readableBytesView
            while let end = pending.firstIndex(of: UInt8(ascii: "\n")) {
                emit(pending[..<end])
                pending.removeSubrange(...end)
            }
            // A line without an end in sight is cut, so that a handler cannot fill the runtime's memory.
            if pending.count > 4_096 {
                emit(pending[...])
                pending = []
            }
        }

        func channelInactive(context: ChannelHandlerContext) {
            if !pending.isEmpty { emit(pending[...]) }
            pending = []
            context.fireChannelInactive()
        }

        private func emit(_ bytes: ArraySlice<UInt8>) {
            let line = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            guard !line.isEmpty else { return }
            logger.log(level: level, "\(handler): \(line)")
        }
    }
}
