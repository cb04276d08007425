import Foundation
import WidgetABI
import WidgetWire

/// How the runtime reaches one bundle's code: the byte-level seam under ``LoadedBundle``.
///
/// A request goes in as WidgetWire bytes with a token; its reply, or why there is none, comes back
/// through ``PendingReplies`` under that token. Two implementations: ``InProcessChannel`` calls the
/// bundle's table in this process; ``WorkerChannel`` sends the bytes to the bundle's worker process.
protocol BundleChannel: Sendable {
    func send(_ message: Data, token: UInt)
    /// The request with `token` got no reply in time: a worker is stopped, its other requests fail
    /// with `error`'s cause. In-process there is nothing that can be stopped.
    func abandon(token: UInt, because error: WidgetRuntimeError)
    /// Whether the bundle's code runs, and how it is fenced.
    var health: BundleHealth { get }
}

/// The state of a bundle's code, for `widgets list`, `instances list`, `explain` and the page.
public enum BundleHealth: Sendable, Equatable {
    /// Running inside the runtime's process, unfenced.
    case inProcess
    /// In worker mode, no worker runs yet (one starts on the first request).
    case notStarted
    /// A worker runs under this fence.
    case running(WorkerFence)
    /// The worker died for `cause`; a new one starts at `restartAt`.
    case restarting(cause: String, restartAt: Date)
    case quarantined(Quarantine)
    /// The library cannot be started (not a library, no entry point, another ABI).
    case failed(WidgetRuntimeError)

    /// One line for people.
    public var summary: String {
        switch self {
        case .inProcess: "in process (not fenced)"
        case .notStarted: "worker not started"
        case .running(let fence): "worker running; \(fence.summary)"
        case .restarting(let cause, let at): "worker \(cause); restarting at \(at.formatted(date: .omitted, time: .standard))"
        case .quarantined(let quarantine): "QUARANTINED: \(quarantine.reason)"
        case .failed(let error): "cannot start: \(error.message)"
        }
    }

    /// The quarantine, when the bundle is quarantined.
    public var quarantine: Quarantine? { if case .quarantined(let quarantine) = self { quarantine } else { nil } }
}

/// A bundle's table in this process, called on a serial queue of its own: a bundle that blocks the
/// thread it is called on holds up its own requests, never the caller's.
struct InProcessChannel: BundleChannel, @unchecked Sendable {
    // Unchecked: the table is the bundle's, valid and callable from any thread for the life of the
    // process (the ABI's promise); this type only reads it.
    let table: UnsafePointer<widget_bundle>
    let queue: DispatchQueue

    init(table: UnsafePointer<widget_bundle>, identifier: String) {
        self.table = table
        queue = DispatchQueue(label: "widgets.bundle.\(identifier)")
    }

    func send(_ message: Data, token: UInt) {
        queue.async { [self] in
            message.withUnsafeBytes { buffer in
                table.pointee.request(
                    table.pointee.context, buffer.bindMemory(to: UInt8.self).baseAddress, buffer.count,
                    UnsafeMutableRawPointer(bitPattern: token), PendingReplies.deliver)
            }
        }
    }

    func abandon(token: UInt, because error: WidgetRuntimeError) {}

    var health: BundleHealth { .inProcess }
}
