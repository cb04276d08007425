import Foundation
import NIOCore
import WidgetWire

/// Reads what the runtime sends a client: each answer completes the oldest request waiting for one,
/// each notice goes to the connection's stream. When the connection ends, every request still
/// waiting fails, and so does one sent after.
final class ControlMessageReader: ChannelDuplexHandler {
    typealias InboundIn = ByteBuffer
    typealias OutboundIn = Exchange
    typealias OutboundOut = ByteBuffer

    /// A request's line and where its answer goes.
    struct Exchange: Sendable {
        var line: ByteBuffer
        var answer: EventLoopPromise<JSON>
    }

    static let closed = WidgetRuntimeError(.controlFailed, "the runtime closed the connection")

    private let notices: AsyncThrowingStream<ControlNotice, any Error>.Continuation
    private var waiting = CircularBuffer<EventLoopPromise<JSON>>()
    /// Why the connection ended, once it has.
    private var ended: WidgetRuntimeError?

    init(notices: AsyncThrowingStream<ControlNotice, any Error>.Continuation) {
        self.notices = notices
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        let exchange = unwrapOutboundIn(data)
        if let ended {
            exchange.answer.fail(ended)
            promise?.fail(ended)
            return
        }
        waiting.append(exchange.answer)
        context.write(wrapOutboundOut(exchange.line), promise: promise)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let line = unwrapInboundIn(data)
        let message: ControlMessage
        do {
            message = try ControlMessage(json: try JSON(parsing: Data(line.readableBytesView)))
        } catch {
            end(WidgetRuntimeError(.controlFailed, "the runtime sent a line this client cannot read: \(error)"), context: context)
            return
        }
        switch message {
        case .answer(let result):
            guard let answer = waiting.popFirst() else {
                end(WidgetRuntimeError(.controlFailed, "the runtime answered a request this client did not send"), context: context)
                return
            }
            answer.completeWith(result.mapError { $0 as any Error })
        case .notice(let notice):
            notices.yield(notice)
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        if error is LineFrames.LineTooLong {
            end(WidgetRuntimeError(
                .controlFailed, "the runtime's answer is longer than \(UnixSocket.longestAnswer) bytes, the most a client reads",
                fix: "ask for less at a time (one instance's entry, one resource); a `widgets` of another version may answer differently"),
                context: context)
        } else {
            end(WidgetRuntimeError(.controlFailed, "the control connection failed: \(error)"), context: context)
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        end(nil, context: context)
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        end(nil, context: context)
    }

    /// Ends the connection: with `error` for what went wrong, nil when it was closed.
    private func end(_ error: WidgetRuntimeError?, context: ChannelHandlerContext) {
        guard ended == nil else { return }
        ended = error ?? Self.closed
        while let answer = waiting.popFirst() { answer.fail(error ?? Self.closed) }
        if let error {
            notices.finish(throwing: error)
            context.close(promise: nil)
        } else {
            notices.finish()
        }
    }
}
