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
        message.withUnsafeBytes { buffer in
            table.call(
                table.context, buffer.bindMemory(to: UInt8.self).baseAddress, buffer.count,
                Unmanaged.passRetained(waiter).toOpaque(), deliverHostReply)
        }
        waiter.done.wait()
        return Result { () throws(WireError) in try Reply.decode(JSON.self, from: waiter.reply) }
    }
}

/// Where a host's reply lands. Unchecked: `reply` is written once before `done` is signalled and
/// read only after waiting on it.
private final class ReplyWaiter: @unchecked Sendable {
    let done = DispatchSemaphore(value: 0)
    var reply = Data()
}

private let deliverHostReply: widget_reply_fn = { context, bytes, length in
    guard let context else { return }
    let waiter = Unmanaged<ReplyWaiter>.fromOpaque(context).takeRetainedValue()
    waiter.reply = bytes.map { Data(bytes: $0, count: length) } ?? Data()
    waiter.done.signal()
}
