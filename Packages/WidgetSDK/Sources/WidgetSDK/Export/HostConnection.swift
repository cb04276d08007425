import Foundation
import Synchronization
import WidgetABI
import WidgetWire

/// The services the host offered this bundle: its log and its service calls.
struct HostConnection: @unchecked Sendable {
    // Unchecked: the table is a C struct of function pointers and an opaque context the host keeps
    // valid, and callable from any thread, for the life of the process.
    let table: widget_host

    func log(_ level: Int32, _ message: String) {
        table.log(table.context, level, message)
    }

    /// Sends a service request and waits for the host's answer (the host answers at once).
    func call(_ request: HostRequest) -> Result<JSON, WireError> {
        let waiter = ReplyWaiter()
        let message = WireCoding.encode(request)
        message.withUnsafeBufferPointer { buffer in
            table.call(table.context, buffer.baseAddress, buffer.count, Unmanaged.passRetained(waiter).toOpaque(), deliverHostReply)
        }
        waiter.done.wait()
        return Result { () throws(WireError) in try Reply.decode(JSON.self, from: waiter.reply) }
    }

    /// Sends a service request that wants no answer (a write, a reload): the host performs it after
    /// every request sent before it, and logs a refusal under the bundle's name.
    func send(_ request: HostRequest) {
        let message = WireCoding.encode(request)
        message.withUnsafeBufferPointer { buffer in table.call(table.context, buffer.baseAddress, buffer.count, nil, nil) }
    }
}

/// Where a host's reply lands. Unchecked: `reply` is written once before `done` is signalled and
/// read only after waiting on it.
private final class ReplyWaiter: @unchecked Sendable {
    let done = DispatchSemaphore(value: 0)
    var reply: [UInt8] = []
}

private let deliverHostReply: widget_reply_fn = { context, bytes, length in
    guard let context else { return }
    let waiter = Unmanaged<ReplyWaiter>.fromOpaque(context).takeRetainedValue()
    waiter.reply = bytes.map { Array(UnsafeBufferPointer(start: $0, count: length)) } ?? []
    waiter.done.signal()
}

/// The runtime's log, for the framework stand-ins (`os.Logger`); not for authors.
public enum _RuntimeLog {
    /// Levels as the ABI numbers them.
    public enum Level: Int32, Sendable {
        case debug = 0, info = 1, notice = 2, warning = 3, error = 4
    }

    /// One line in the runtime's log, under the bundle's name; on standard error when no runtime
    /// loaded the bundle.
    public static func write(_ level: Level, _ message: String) {
        guard let host = HostConnection.current else {
            FileHandle.standardError.write(Data((message + "\n").utf8))
            return
        }
        host.log(level.rawValue, message)
    }

    /// A warning, the first time only: code that does what the runtime cannot in a loop, or in
    /// every entry, leaves one line. (Each bundle's library has its SDK: once a bundle.)
    public static func warnOnce(_ message: String) {
        if said.withLock({ $0.insert(message).inserted }) { write(.warning, message) }
    }

    private static let said = Mutex<Set<String>>([])
}
