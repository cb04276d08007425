import Foundation
import Logging
import Synchronization
import WidgetHome

/// How much of the runtime's CPU one bundle's traffic costs, and what is done past its share
/// (runtime.json's `runtimeShare`: 25% of a core after a burst of 5 CPU seconds, unless it says
/// otherwise).
///
/// Charged with what the runtime's threads spend on the bundle: its worker's thread reading and
/// handling its frames and output, and the decoding of its replies wherever that runs. Past the share
/// the bundle's worker is read no faster than the share allows, so its writes wait; slowed for
/// `stopAfter` seconds without resting long enough to earn back half its burst, the worker is stopped
/// with that cause, and restarted as any stopped worker is. The log says it is slowed at most once a
/// second.
final class RuntimeShare: Sendable {
    /// What the bundle's worker thread does next.
    enum Verdict: Equatable {
        case go
        /// Read nothing of the bundle for this long.
        case wait(Duration)
        /// Stop its worker, for this cause.
        case stop(String)
    }

    let policy: RuntimeSharePolicy
    private let logger: Logger
    private let state: Mutex<State>

    private struct State {
        /// CPU seconds the bundle may still cost.
        var bucket: TokenBucket
        /// When it was first slowed without resting since, and the CPU it cost since then.
        var slowedSince: ContinuousClock.Instant?
        var costSinceSlowed = 0.0
        var notices = SlowdownNotices()
    }

    /// `logger` names the bundle.
    init(_ policy: RuntimeSharePolicy, logger: Logger) {
        self.policy = policy
        self.logger = logger
        state = Mutex(State(bucket: TokenBucket(rate: policy.percent / 100, burst: policy.burst)))
    }

    /// Counts CPU time the runtime spent on the bundle.
    func charge(_ cpu: Duration) {
        let seconds = cpu.seconds
        guard seconds > 0 else { return }
        state.withLock { state in
            state.bucket.spend(seconds)
            if state.slowedSince != nil { state.costSinceSlowed += seconds }
        }
    }

    /// Runs `work`, charging the CPU time this thread spends on it.
    func measure<Value, Failure: Error>(_ work: () throws(Failure) -> Value) throws(Failure) -> Value {
        let start = ThreadCPUClock.now
        defer { charge(ThreadCPUClock.now - start) }
        return try work()
    }

    /// Whether the bundle's worker may be read now.
    func verdict(at now: ContinuousClock.Instant = .now) -> Verdict {
        let (verdict, untold) = state.withLock { state -> (Verdict, Int?) in
            state.bucket.refill(at: now)
            if state.bucket.tokens >= state.bucket.burst / 2 {
                (state.slowedSince, state.costSinceSlowed) = (nil, 0)
            }
            guard state.bucket.tokens <= 0 else { return (.go, nil) }
            let since = state.slowedSince ?? now
            state.slowedSince = since
            if now - since >= .seconds(policy.stopAfter) {
                let cost = String(format: "%.1f", state.costSinceSlowed)
                return (.stop("cost the runtime more than its share of CPU (\(description)) for \(Self.seconds(policy.stopAfter)) s without a rest: its messages, output and replies took \(cost) s of the runtime's CPU in that time"), nil)
            }
            // A tenth of a second's share at a time: the worker's thread wakes ten times a second.
            let wait = state.bucket.wait(for: state.bucket.rate / 10)
            return (.wait(wait), state.notices.slowed(at: now))
        }
        if let untold {
            let more = SlowdownNotices.more(untold)
            logger.warning(
                "slowed: its messages, output and replies cost the runtime more than its share of CPU (\(description)); the runtime reads it at that pace, and stops its worker if it goes on for \(Self.seconds(policy.stopAfter)) s\(more)")
        }
        return verdict
    }

    /// Whether it is being slowed now.
    var isSlowing: Bool {
        state.withLock { $0.slowedSince != nil }
    }

    /// The share in words, for the log.
    var description: String {
        "\(Self.seconds(policy.percent))% of a core after a burst of \(Self.seconds(policy.burst)) s, runtime.json's runtimeShare"
    }

    private static func seconds(_ value: Double) -> String { String(format: "%g", value) }
}
