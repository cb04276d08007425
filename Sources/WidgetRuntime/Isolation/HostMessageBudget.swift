import Logging
import Synchronization

/// How fast one bundle's workers may send the runtime host messages (defaults writes, reloads, host
/// calls): ``perSecond`` a second, in bursts of ``burst``. A message costs one, and one more for each
/// ``bytesPerCost`` bytes it carries or is answered with.
///
/// Past the budget the runtime reads nothing more from the worker's socket until the budget has room
/// again: the socket's buffer fills and the worker's own writes wait, so the bundle is slowed and
/// nothing it sent is dropped or reordered. The log says so under the bundle's name, at most once a
/// second. The Counter example sends one message a tap and a few a timeline: a hundred taps a second
/// would be a fifth of the budget.
final class HostMessageBudget: Sendable {
    static let perSecond = 1_000
    static let burst = 20_000
    static let bytesPerCost = 4_096

    private let logger: Logger
    private let state = Mutex(State())

    private struct State {
        var bucket = TokenBucket(rate: HostMessageBudget.perSecond, burst: HostMessageBudget.burst)
        /// When the log last said the bundle was slowed, and how many slow-downs it has not told of.
        var told: ContinuousClock.Instant?
        var untold = 0
    }

    /// `logger` names the bundle.
    init(logger: Logger) { self.logger = logger }

    /// How long the next message must wait, or nil when it may be handled now. A wait is said in the
    /// log, at most once a second; it lasts until a tenth of a second's messages may be handled.
    func wait(at now: ContinuousClock.Instant = .now) -> Duration? {
        let (wait, untold) = state.withLock { state -> (Duration, Int?) in
            state.bucket.refill(at: now)
            guard state.bucket.tokens < 1 else { return (.zero, nil) }
            // A tenth of a second's messages at a time: the worker's thread wakes ten times a second.
            let wait = state.bucket.wait(for: Double(Self.perSecond) / 10)
            if let told = state.told, now - told < .seconds(1) {
                state.untold += 1
                return (wait, nil)
            }
            defer { (state.told, state.untold) = (now, 0) }
            return (wait, state.untold)
        }
        if let untold {
            let more = untold > 0 ? " (slowed \(untold) more times since the last notice)" : ""
            logger.warning(
                "slowed: it sends more than its budget of \(Self.description); the runtime reads them at that pace, so its writes wait and none is lost\(more)")
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

    /// The budget in words, for the log and a timed-out request's cause.
    static let description =
        "\(perSecond) host messages (defaults writes, reloads, calls) a second in bursts of \(burst), each \(bytesPerCost >> 10) KB a message carries or is answered with counting as one more"
}
