import WidgetABI

/// The C table (`widget_host`) a bundle's entry point is given, whose calls go to a ``HostCalls``.
public enum HostTable {
    /// A table calling `calls`. Allocated once and never freed: the bundle may keep it for the life of
    /// the process, as the ABI promises.
    public static func make(calling calls: any HostCalls) -> UnsafePointer<widget_host> {
        let table = UnsafeMutablePointer<widget_host>.allocate(capacity: 1)
        table.initialize(to: widget_host(
            abi_version: UInt32(WIDGET_ABI_VERSION), context: Unmanaged.passRetained(Callee(calls)).toOpaque(), call: hostCall,
            log: hostLog))
        return UnsafePointer(table)
    }
}

/// What a table's context holds.
private final class Callee: Sendable {
    let calls: any HostCalls

    init(_ calls: any HostCalls) { self.calls = calls }

    static func from(_ context: UnsafeMutableRawPointer?) -> (any HostCalls)? {
        context.map { Unmanaged<Callee>.fromOpaque($0).takeUnretainedValue().calls }
    }
}

private let hostCall: widget_host_call_fn = { context, bytes, length, replyContext, reply in
    let message = bytes.map { Array(UnsafeBufferPointer(start: $0, count: length)) } ?? []
    let calls = Callee.from(context)
    guard let reply else { return calls?.perform(message) ?? () }
    guard let calls else { return reply(replyContext, nil, 0) }
    calls.call(message, replyContext: replyContext, reply: reply)
}

private let hostLog: @convention(c) (UnsafeMutableRawPointer?, Int32, UnsafePointer<CChar>) -> Void = { context, level, message in
    Callee.from(context)?.log(level: level, String(cString: message))
}
