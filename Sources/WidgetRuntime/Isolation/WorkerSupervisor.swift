import Foundation
import WidgetWire

/// Decides when a bundle's worker may start, how long to wait after it dies, and when the bundle is
/// quarantined because it keeps dying.
///
/// A pure state machine, like the ``TimelineScheduler``: it is told the time and returns decisions; it
/// never reads a clock, sleeps or starts a process, so its tests run on simulated time.
///
/// The rules: a worker that dies is restarted after 1 s, then 2 s, 4 s ... up to ``Policy/longestWait``
/// for each death in a row; a worker that ran ``Policy/healthyAfter`` before dying starts the count
/// again. ``Policy/crashLimit`` deaths within ``Policy/window`` quarantine the bundle: nothing of it
/// runs until its files change or someone lifts the quarantine.
public struct WorkerSupervisor: Sendable, Equatable {
    /// When a dead worker starts again, and when a bundle is quarantined (`workerRestart` in runtime.json).
    public typealias Policy = WorkerRestartPolicy

    public enum State: Sendable, Equatable {
        /// No worker; the next request starts one.
        case idle
        case running(since: Date)
        /// The worker died; no new one before `until`.
        case waiting(until: Date, cause: String)
        /// Nothing of the bundle runs until its files change or the quarantine is lifted.
        case quarantined(Quarantine)
    }

    /// What to do after a worker died.
    public enum Decision: Sendable, Equatable {
        /// Start a new worker after this many seconds (and reload the bundle's widgets then).
        case restart(after: TimeInterval)
        case quarantine(Quarantine)
    }

    public let policy: Policy
    public private(set) var state: State = .idle
    /// When recent workers died, oldest first, within the policy's window.
    public private(set) var deaths: [Date] = []
    private var deathsInARow = 0

    public init(policy: Policy = Policy(), quarantine: Quarantine? = nil) {
        self.policy = policy
        if let quarantine { state = .quarantined(quarantine) }
    }

    /// Whether a worker may start now; the error says why not. Starting moves the state to running.
    public mutating func start(at now: Date) -> Result<Void, Refusal> {
        switch state {
        case .idle:
            state = .running(since: now)
            return .success(())
        case .running:
            return .success(())
        case .waiting(let until, let cause):
            guard now >= until else { return .failure(.waiting(until: until, cause: cause)) }
            state = .running(since: now)
            return .success(())
        case .quarantined(let quarantine):
            return .failure(.quarantined(quarantine))
        }
    }

    /// The worker died (or was stopped for not answering) for `cause`.
    public mutating func workerDied(cause: String, at now: Date) -> Decision {
        if case .running(let since) = state, now.timeIntervalSince(since) >= policy.healthyAfter { deathsInARow = 0 }
        deathsInARow += 1
        deaths = deaths.filter { now.timeIntervalSince($0) < policy.window } + [now]
        if deaths.count >= policy.crashLimit {
            let quarantine = Quarantine(
                reason: "its worker died \(deaths.count) times within \(Int(policy.window / 60)) minutes; the last time it \(cause)",
                since: now)
            state = .quarantined(quarantine)
            return .quarantine(quarantine)
        }
        let wait = min(policy.firstWait * pow(2, Double(deathsInARow - 1)), policy.longestWait)
        state = .waiting(until: now.addingTimeInterval(wait), cause: cause)
        return .restart(after: wait)
    }

    /// The wait after a death is over: the next request starts a worker.
    public mutating func waitEnded() {
        if case .waiting = state { state = .idle }
    }

    /// The worker was stopped on purpose (its library changed, the runtime ends): no penalty.
    public mutating func workerStopped() {
        if case .running = state { state = .idle }
    }

    /// Lifts a quarantine (its files changed, or someone cleared it) and forgets past deaths.
    public mutating func lift() {
        state = .idle
        deaths = []
        deathsInARow = 0
    }

    /// Why a worker may not start now.
    public enum Refusal: Error, Sendable, Equatable {
        case waiting(until: Date, cause: String)
        case quarantined(Quarantine)
    }
}
