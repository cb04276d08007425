/// An alarm set on a ``HostTime``.
struct HostAlarm: Sendable {
    /// Stops the alarm from ringing; nothing if it has rung.
    let cancel: @Sendable () -> Void
}
