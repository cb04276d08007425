import Synchronization
import WidgetABI
import WidgetWire

private let server = Mutex<BundleServer?>(nil)

/// Set before any author code runs: widget bodies and providers made while the bundle starts may
/// already use the host (a provider's `@AppStorage` opening a suite, say).
private let host = Mutex<HostConnection?>(nil)

extension HostConnection {
    /// The host this bundle was started by; nil when no host loaded it (in unit tests, say).
    static var current: HostConnection? { host.withLock { $0 } }
}

/// The bundle's table; allocated once and never freed, as the ABI requires.
/// Unsafe: written once here, then only read, by the host.
nonisolated(unsafe) private let bundleTable: UnsafePointer<widget_bundle> = {
    let table = UnsafeMutablePointer<widget_bundle>.allocate(capacity: 1)
    table.initialize(to: widget_bundle(abi_version: UInt32(WIDGET_ABI_VERSION), context: nil, request: handleRequest))
    return UnsafePointer(table)
}()

/// The one symbol the host looks up. Starts the bundle and returns its table, or NULL when the host
/// speaks another ABI version.
@_cdecl("widget_bundle_entry")
public func widgetBundleEntry(_ table: UnsafePointer<widget_host>) -> UnsafePointer<widget_bundle>? {
    guard table.pointee.abi_version == UInt32(WIDGET_ABI_VERSION) else { return nil }
    let connection = host.withLock { current in
        if current == nil { current = HostConnection(table: table.pointee) }
        return current!
    }
    server.withLock { current in
        if current == nil { current = BundleServer(host: connection) }
    }
    return bundleTable
}

private let handleRequest: widget_request_fn = { _, bytes, length, replyContext, reply in
    let message = bytes.map { Array(UnsafeBufferPointer(start: $0, count: length)) } ?? []
    let destination = ReplyDestination(context: replyContext, reply: reply)
    guard let server = server.withLock({ $0 }) else {
        destination.send(Reply.error(WireError(.failed, "the bundle was not started")))
        return
    }
    server.handle(message, reply: destination.send)
}

/// Where one request's reply goes.
private struct ReplyDestination: @unchecked Sendable {
    // Unchecked: the ABI lets a reply be delivered from any thread; the context is the host's opaque token.
    let context: UnsafeMutableRawPointer?
    let reply: widget_reply_fn

    func send(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { buffer in reply(context, buffer.baseAddress, buffer.count) }
    }
}
