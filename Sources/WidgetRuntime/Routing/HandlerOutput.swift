import Foundation
import Logging
import NIOCore
import NIOPosix
import WidgetHome

/// What a URL handler prints, in the runtime's log rather than over the live terminal view: each
/// whole line (its standard error as warnings, its output as information), split by the control
/// protocol's ``LineFrames`` and read on NIO's event loops until the handler closes it.
enum HandlerOutput {
    /// The longest line logged; past it the rest of that stream is not.
    static let longestLine = 16_384

    /// Reads `descriptor` (taking it over) and logs its lines, prefixed with the handler's name.
    static func log(_ descriptor: Int32, as level: Logger.Level, from handler: String, to logger: Logger) {
        let reading = NIOPipeBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandlers(
                        ByteToMessageHandler(LineFrames(longest: longestLine)), Lines(handler: handler, level: level, logger: logger))
                }
            }
            .takingOwnershipOfDescriptor(input: descriptor)
        reading.whenFailure { _ in close(descriptor) }
    }

    /// Logs each line it is given.
    private final class Lines: ChannelInboundHandler {
        typealias InboundIn = ByteBuffer
        let handler: String
        let level: Logger.Level
        let logger: Logger

        init(handler: String, level: Logger.Level, logger: Logger) {
            (self.handler, self.level, self.logger) = (handler, level, logger)
        }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            let line = String(buffer: unwrapInboundIn(data)).trimmingCharacters(in: .whitespacesAndNewlines)
            if !line.isEmpty { logger.log(level: level, "\(handler): \(line)") }
        }

        func errorCaught(context: ChannelHandlerContext, error: Error) {
            logger.log(level: level, "\(handler): a line longer than \(HandlerOutput.longestLine) bytes; the rest of its output is not logged")
            context.close(promise: nil)
        }
    }
}
