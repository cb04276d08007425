#if canImport(Glibc)
import Glibc
#endif
import Foundation
import NIOCore
import NIOPosix
import WidgetWire

/// A connection to the runtime running for a home, on NIO's event loops with the line framing the
/// runtime reads requests with: requests answered in order, and what the runtime sends unasked
/// (``notices``). Async programs use it as it is; others through ``ControlClient``.
public final class ControlConnection: Sendable {
    private let channel: any Channel
    /// What the runtime sends this connection unasked, once it follows the widgets (``watch()``) or
    /// handles a scheme (``handleScheme(_:)``); it ends when the connection closes, with an error when
    /// the runtime sent what cannot be read.
    public let notices: AsyncThrowingStream<ControlNotice, any Error>

    private init(channel: any Channel, notices: AsyncThrowingStream<ControlNotice, any Error>) {
        self.channel = channel
        self.notices = notices
    }

    deinit { channel.close(promise: nil) }

    /// Connects to the home's runtime; nil when none is running (no socket, or only a stale one).
    public static func connect(to home: RuntimeHome) async throws(WidgetRuntimeError) -> ControlConnection? {
        do {
            return try await connecting(to: home).get()
        } catch {
            throw WidgetRuntimeError(controlFailure: error)
        }
    }

    /// Sends one request to the home's runtime on a connection of its own and returns the answer's
    /// value; nil when no runtime is running.
    public static func send(_ request: ControlRequest, to home: RuntimeHome) async throws(WidgetRuntimeError) -> JSON? {
        guard let connection = try await connect(to: home) else { return nil }
        defer { connection.close() }
        return try await connection.send(request)
    }

    /// Sends one request to the home's runtime on a connection of its own and calls `completion` with
    /// the answer's value (nil when no runtime is running) on one of NIO's event loops: for APIs with a
    /// completion handler.
    public static func send(
        _ request: ControlRequest, to home: RuntimeHome, completion: @escaping @Sendable (Result<JSON?, WidgetRuntimeError>) -> Void
    ) {
        let connecting = connecting(to: home)
        connecting.flatMap { connection -> EventLoopFuture<JSON?> in
            guard let connection else { return connecting.eventLoop.makeSucceededFuture(nil) }
            return connection.exchange(request).map { answer in
                connection.close()
                return answer
            }
        }.whenComplete { result in
            completion(result.mapError { WidgetRuntimeError(controlFailure: $0) })
        }
    }

    /// Sends a request and returns its answer's value, or throws the runtime's error.
    public func send(_ request: ControlRequest) async throws(WidgetRuntimeError) -> JSON {
        do {
            return try await exchange(request).get()
        } catch {
            throw WidgetRuntimeError(controlFailure: error)
        }
    }

    /// Sends a request and reads its answer as `Answer`.
    public func send<Answer: JSONRepresentable>(_ request: ControlRequest, as: Answer.Type) async throws(WidgetRuntimeError) -> Answer {
        try Answer(answer: try await send(request))
    }

    /// Closes the connection: requests not yet answered fail, and ``notices`` ends.
    public func close() { channel.close(promise: nil) }

    /// Connects on NIO's event loops; the future holds nil when no runtime is running, and fails with a
    /// ``WidgetRuntimeError``.
    static func connecting(to home: RuntimeHome) -> EventLoopFuture<ControlConnection?> {
        let path = home.controlSocket.path
        let (notices, continuation) = AsyncThrowingStream<ControlNotice, any Error>.makeStream()
        return ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandlers(
                        ByteToMessageHandler(LineFrames(longest: UnixSocket.longestAnswer)), ControlMessageReader(notices: continuation))
                }
            }
            .connect(unixDomainSocketPath: path)
            .map { Optional(ControlConnection(channel: $0, notices: notices)) }
            .flatMapErrorThrowing { error in
                continuation.finish()
                if let error = error as? IOError, [ENOENT, ECONNREFUSED].contains(error.errnoCode) { return nil }
                throw WidgetRuntimeError(.controlFailed, at: path, "cannot reach the runtime: \(error)")
            }
    }

    /// Sends a request; the future holds its answer's value, or fails with a ``WidgetRuntimeError``.
    func exchange(_ request: ControlRequest) -> EventLoopFuture<JSON> {
        let answer = channel.eventLoop.makePromise(of: JSON.self)
        let written = channel.eventLoop.makePromise(of: Void.self)
        written.futureResult.whenFailure { _ in answer.fail(ControlMessageReader.closed) }
        let line = ByteBuffer(string: request.json.serialized + "\n")
        channel.writeAndFlush(ControlMessageReader.Exchange(line: line, answer: answer), promise: written)
        return answer.futureResult
    }
}

extension WidgetRuntimeError {
    /// A control connection's failure as the error it is.
    init(controlFailure error: any Error) {
        self = error as? WidgetRuntimeError ?? WidgetRuntimeError(.controlFailed, "the control connection failed: \(error)")
    }
}

extension JSONRepresentable {
    /// An answer's value read as this type: decoded here, once, for every client; a value that does
    /// not read is the runtime's fault, said as such.
    public init(answer: JSON) throws(WidgetRuntimeError) {
        do {
            try self.init(json: answer)
        } catch {
            throw WidgetRuntimeError(.controlFailed, "the runtime's answer is malformed: \(error)")
        }
    }
}
