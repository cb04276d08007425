#if canImport(Glibc)
import Glibc
#endif
import Foundation
import NIOCore
import NIOPosix
import WidgetWire

/// Talks to the runtime running for a home, if there is one: a blocking client for programs and the
/// CLI. One exchange at a time: a request and its answer are one step under the lock, so two threads
/// sending at once each get their own answer.
public final class ControlClient: @unchecked Sendable {
    // Unchecked: the socket and the reader's buffer are only touched under `lock`.
    private let descriptor: Int32
    private let lock = NSLock()
    private var reader: UnixSocket.LineReader

    private init(descriptor: Int32) {
        self.descriptor = descriptor
        reader = UnixSocket.LineReader(descriptor)
    }

    /// Connects to the home's runtime; nil when none is running (no socket, or only a stale one).
    public static func connect(to home: RuntimeHome) throws(WidgetRuntimeError) -> ControlClient? {
        let path = home.controlSocket.path
        do {
            return ControlClient(descriptor: try UnixSocket.connect(to: path))
        } catch {
            if [ENOENT, ECONNREFUSED].contains(error.code) { return nil }
            throw WidgetRuntimeError(.controlFailed, at: path, "cannot reach the runtime: \(error.message)")
        }
    }

    /// Sends a request and returns the answer's value, or throws the runtime's error.
    public func send(_ request: ControlRequest) throws(WidgetRuntimeError) -> JSON {
        let (line, tooLong) = lock.withLock { () -> (String?, Bool) in
            guard UnixSocket.writeLine(request.json.serialized, to: descriptor) else { return (nil, false) }
            return (reader.next(), reader.overflowed)
        }
        return try Self.value(ofAnswer: line, tooLong: tooLong)
    }

    /// Sends a request without reading its answer, for a request whose answer comes among other lines
    /// (`watch`): read them with ``receive()``.
    public func post(_ request: ControlRequest) throws(WidgetRuntimeError) {
        let written = lock.withLock { UnixSocket.writeLine(request.json.serialized, to: descriptor) }
        guard written else { throw WidgetRuntimeError(.controlFailed, "the runtime closed the connection") }
    }

    /// The value of an answer line, or the runtime's error; `tooLong` when the line was cut for its length.
    private static func value(ofAnswer line: String?, tooLong: Bool = false) throws(WidgetRuntimeError) -> JSON {
        if tooLong {
            throw WidgetRuntimeError(
                .controlFailed, "the runtime's answer is longer than \(UnixSocket.longestAnswer) bytes, the most a client reads",
                fix: "ask for less at a time (one instance's entry, one resource); a `widgets` of another version may answer differently")
        }
        guard let line else {
            throw WidgetRuntimeError(.controlFailed, "the runtime closed the connection")
        }
        do {
            let answer = try JSON(parsing: line)
            if let error = answer["error"] { throw try WidgetRuntimeError(json: error) }
            return answer["value"] ?? .null
        } catch let error as WidgetRuntimeError {
            throw error
        } catch {
            throw WidgetRuntimeError(.controlFailed, "the runtime's answer is malformed: \(error)")
        }
    }

    /// Sends one request to the home's runtime on a connection of its own and awaits the answer, on
    /// NIO's event loops (the line framing the runtime reads requests with), holding no thread; nil when
    /// no runtime is running. For async callers; programs may use the blocking ``send(_:)``.
    public static func send(_ request: ControlRequest, to home: RuntimeHome) async throws(WidgetRuntimeError) -> JSON? {
        let path = home.controlSocket.path
        let answer: (line: String?, tooLong: Bool)
        do {
            let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
                .connect(unixDomainSocketPath: path) { channel in
                    channel.eventLoop.makeCompletedFuture {
                        try channel.pipeline.syncOperations.addHandler(ByteToMessageHandler(LineFrames(longest: UnixSocket.longestAnswer)))
                        return try NIOAsyncChannel<ByteBuffer, ByteBuffer>(wrappingChannelSynchronously: channel)
                    }
                }
            answer = try await channel.executeThenClose { lines, outbound in
                try await outbound.write(ByteBuffer(string: request.json.serialized + "\n"))
                do {
                    for try await line in lines { return (String(buffer: line), false) }
                    return (nil, false)
                } catch is LineFrames.LineTooLong {
                    return (nil, true)
                }
            }
        } catch let error as IOError where [ENOENT, ECONNREFUSED].contains(error.errnoCode) {
            return nil
        } catch {
            throw WidgetRuntimeError(.controlFailed, at: path, "cannot reach the runtime: \(error)")
        }
        return try value(ofAnswer: answer.line, tooLong: answer.tooLong)
    }

    /// The next line the runtime sends unasked (a URL for a scheme this app handles), or nil once the
    /// connection is closed.
    public func receive() -> JSON? {
        guard let line = lock.withLock({ reader.next() }) else { return nil }
        return try? JSON(parsing: line)
    }

    /// Closes the connection (a `receive` waiting on it returns nil).
    public func close() {
        shutdown(descriptor, Int32(SHUT_RDWR))
        Glibc.close(descriptor)
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
