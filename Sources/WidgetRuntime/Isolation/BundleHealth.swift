import Foundation
import WorkerWire

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
