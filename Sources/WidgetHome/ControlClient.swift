#if canImport(Glibc)
import Glibc
#endif
import Foundation
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

    /// Sends one request to the home's runtime on a connection of its own and awaits the answer
    /// without holding a thread (the answer is awaited as the socket's readiness, a dispatch source);
    /// nil when no runtime is running. For async callers; programs may use the blocking ``send(_:)``.
    public static func send(_ request: ControlRequest, to home: RuntimeHome) async throws(WidgetRuntimeError) -> JSON? {
        guard let client = try connect(to: home) else { return nil }
        guard UnixSocket.writeLine(request.json.serialized, to: client.descriptor) else {
            client.close()
            throw WidgetRuntimeError(.controlFailed, "the runtime closed the connection")
        }
        _ = fcntl(client.descriptor, F_SETFL, fcntl(client.descriptor, F_GETFL) | O_NONBLOCK)
        let (line, tooLong) = await withCheckedContinuation { (continuation: CheckedContinuation<(String?, Bool), Never>) in
            let source = DispatchSource.makeReadSource(fileDescriptor: client.descriptor, queue: .global())
            var received: [UInt8] = []
            var line: String?
            var tooLong = false
            source.setEventHandler {
                var buffer = [UInt8](repeating: 0, count: 65_536)
                while true {
                    let count = recv(client.descriptor, &buffer, buffer.count, 0)
                    if count < 0, errno == EINTR { continue }
                    if count < 0, errno == EAGAIN { return }
                    if count > 0 { received += buffer[..<count] }
                    if let newline = received.firstIndex(of: UInt8(ascii: "\n")) {
                        line = String(decoding: received[..<newline], as: UTF8.self)
                    } else if count > 0, received.count <= UnixSocket.longestAnswer {
                        continue
                    } else {
                        tooLong = count > 0
                    }
                    // Answered, closed, or more than an answer may be: done either way.
                    source.cancel()
                    return
                }
            }
            // The socket is closed only once the source is done with it.
            source.setCancelHandler {
                client.close()
                continuation.resume(returning: (line, tooLong))
            }
            source.resume()
        }
        return try value(ofAnswer: line, tooLong: tooLong)
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
