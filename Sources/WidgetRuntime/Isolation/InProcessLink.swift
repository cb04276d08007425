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
    /// The defaults' change stamp now: a request that finds it moved since the last is preceded by
    /// `defaultsChanged`, as a worker's is.
    private let defaultsStamp: @Sendable () -> Int?
    private let news = DefaultsNews()

    /// Requests of every in-process bundle: the reply callback has only its token to go by.
    private static let waits = RequestWaits()

    init(
        table: UnsafePointer<widget_bundle>, identifier: String, timeout: Duration, time: HostTime,
        defaultsStamp: @escaping @Sendable () -> Int?
    ) {
        self.table = table
        self.identifier = identifier
        self.timeout = timeout
        self.time = time
        self.defaultsStamp = defaultsStamp
        queue = DispatchQueue(label: "widgets.bundle.\(identifier)")
    }

    func exchange(_ message: [UInt8], name: String) async -> Result<[UInt8], WidgetRuntimeError> {
        await Self.waits.exchange(
            timeout: timeout, time: time, timedOut: { self.timedOut(name) }, cancelled: { self.cancelled(name) },
            abandon: { _, _ in }
        ) { token in
            let changed = news.changed(to: defaultsStamp())
            queue.async { [self] in
                if changed {
                    InProcessLink.changedMessage.withUnsafeBufferPointer { buffer in
                        table.pointee.request(table.pointee.context, buffer.baseAddress, buffer.count, nil, InProcessLink.ignore)
                    }
                }
                message.withUnsafeBufferPointer { buffer in
                    table.pointee.request(
                        table.pointee.context, buffer.baseAddress, buffer.count, UnsafeMutableRawPointer(bitPattern: token), InProcessLink.deliver)
                }
            }
        }
    }

    var health: BundleHealth { .inProcess }

    /// Its code runs on the runtime's own threads: no share is kept.
    var share: RuntimeShare? { nil }

    private static let changedMessage = WireCoding.encode(BundleRequest.defaultsChanged)
    private static let ignore: widget_reply_fn = { _, _, _ in }

    /// The reply callback every request carries.
    private static let deliver: widget_reply_fn = { context, bytes, length in
        let reply = bytes.map { Array(UnsafeBufferPointer(start: $0, count: length)) } ?? []
        InProcessLink.waits.complete(UInt(bitPattern: context), with: .success(reply))
    }
}
