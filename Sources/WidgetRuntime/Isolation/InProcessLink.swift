import Foundation
import WidgetABI
import WidgetWire

/// A bundle's table in this process (`--in-process`, for debugging), called on a serial queue of
/// its own: a bundle that blocks the thread it is called on holds up its own requests, never the
/// caller's. Nothing here can be stopped: a request that gets no reply in time just fails.
final class InProcessLink: BundleLink, @unchecked Sendable {
    // Unchecked: the table is the bundle's, valid and callable from any thread for the life of the
    // process (the ABI's promise); this type only reads it.
    private let table: UnsafePointer<widget_bundle>
    private let queue: DispatchQueue
    let identifier: String
    let timeout: Duration
    private let time: HostTime

    /// Requests of every in-process bundle: the reply callback has only its token to go by.
    private static let waits = RequestWaits()

    init(table: UnsafePointer<widget_bundle>, identifier: String, timeout: Duration, time: HostTime) {
        self.table = table
        self.identifier = identifier
        self.timeout = timeout
        self.time = time
        queue = DispatchQueue(label: "widgets.bundle.\(identifier)")
    }

    func exchange(_ message: [UInt8], name: String) async -> Result<[UInt8], WidgetRuntimeError> {
        await Self.waits.exchange(
            timeout: timeout, time: time, timedOut: { self.timedOut(name) }, cancelled: { self.cancelled(name) },
            abandon: { _, _ in }
        ) { token in
            queue.async { [self] in
                message.withUnsafeBufferPointer { buffer in
                    table.pointee.request(
                        table.pointee.context, buffer.baseAddress, buffer.count, UnsafeMutableRawPointer(bitPattern: token), InProcessLink.deliver)
                }
            }
        }
    }

    var health: BundleHealth { .inProcess }

    /// The reply callback every request carries.
    private static let deliver: widget_reply_fn = { context, bytes, length in
        let reply = bytes.map { Array(UnsafeBufferPointer(start: $0, count: length)) } ?? []
        InProcessLink.waits.complete(UInt(bitPattern: context), with: .success(reply))
    }
}
