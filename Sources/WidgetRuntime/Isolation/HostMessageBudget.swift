import Logging
import Synchronization

/// How fast one bundle's workers may send the runtime host messages (defaults writes, reloads, host
/// calls): its policy's `perSecond` a second, after a burst of `burst` (runtime.json's `hostMessages`;
/// 1,000 and 20,000 unless it says otherwise). A message costs one, and one more for each
/// ``bytesPerCost`` bytes it carries or is answered with.
///
/// Past the budget the runtime reads nothing more from the worker's socket until the budget has room
/// again: the socket's buffer fills and the worker's own writes wait, so the bundle is slowed and
/// nothing it sent is dropped or reordered. The log says so under the bundle's name, at most once a
/// second. The Counter example sends about two a tap (its write, and its suite read again): a hundred
/// taps a second would be a fifth of the budget.
final class HostMessageBudget: Sendable {
    static let bytesPerCost = 4_096

    let policy: HostMessagePolicy
    private let logger: Logger
    private let state: Mutex<State>

    private struct State {
        var bucket: TokenBucket
        var notices = SlowdownNotices()
    }

    /// `logger` names the bundle.
    init(_ policy: HostMessagePolicy, logger: Logger) {
        self.policy = policy
        self.logger = logger
        state = Mutex(State(bucket: TokenBucket(rate: policy.perSecond, burst: policy.burst)))
    }

    /// How long the next message must wait, or nil when it may be handled now. A wait is said in the
    /// log, at most once a second; it lasts until a tenth of a second's messages may be handled.
    func wait(at now: ContinuousClock.Instant = .now) -> Duration? {
        let (wait, untold) = state.withLock { state -> (Duration, Int?) in
            state.bucket.refill(at: now)
            guard state.bucket.tokens < 1 else { return (.zero, nil) }
            // A tenth of a second's messages at a time: the worker's thread wakes ten times a second.
            let wait = state.bucket.wait(for: Double(policy.perSecond) / 10)
            return (wait, state.notices.slowed(at: now))
        }
        if let untold {
            logger.warning(
                "slowed: it sends more than its budget of \(description); the runtime reads them at that pace, so its writes wait and none is lost\(SlowdownNotices.more(untold))")
        }
        return wait > .zero ? wait : nil
    }

    /// Counts a message handled: `bytes` it carried and was answered with.
    func charge(bytes: Int) {
        state.withLock { $0.bucket.spend(1 + Double(bytes / Self.bytesPerCost)) }
    }

    /// Whether its messages are being slowed now.
    var isSlowing: Bool {
        state.withLock { state in
            state.bucket.refill(at: .now)
            return state.bucket.tokens < 1
        }
    }

    /// The budget in words, for the log.
    var description: String {
        "\(policy.perSecond) host messages (defaults writes, reloads, calls) a second after a burst of \(policy.burst), each \(Self.bytesPerCost >> 10) KB a message carries or is answered with counting as one more (runtime.json's hostMessages)"
    }
}
