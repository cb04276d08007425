import WidgetABI

/// Where a bundle's `widget_host` table sends what the bundle asks of its host: the runtime's
/// services when the bundle runs in the runtime's process, the socket to the runtime in a worker.
public protocol HostCalls: AnyObject, Sendable {
    /// A host-service message that wants an answer, given to `reply` with `replyContext` once, from any thread.
    func call(_ message: [UInt8], replyContext: UnsafeMutableRawPointer?, reply: widget_reply_fn)
    /// A host-service message that wants no answer (a defaults write, a reload).
    func perform(_ message: [UInt8])
    /// A log line at a `WIDGET_LOG_*` level.
    func log(level: Int32, _ text: String)
}
