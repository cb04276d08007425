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
        let line = lock.withLock { () -> String? in
            guard UnixSocket.writeLine(request.json.serialized, to: descriptor) else { return nil }
            return reader.next()
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
