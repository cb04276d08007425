/// A rate with bursts: `rate` tokens earned a second, at most `burst` kept, full at first. A cost known
/// only once the work is done may take it below zero; nothing more is admitted until that is earned back.
struct TokenBucket: Sendable {
    let rate: Double
    let burst: Double
    private(set) var tokens: Double
    private var last: ContinuousClock.Instant?

    init(rate: Int, burst: Int) {
        self.init(rate: Double(rate), burst: Double(burst))
    }

    init(rate: Double, burst: Double) {
        self.rate = rate
        self.burst = burst
        tokens = burst
    }

    /// Adds what the time since the last look earned.
    mutating func refill(at now: ContinuousClock.Instant) {
        if let last, now > last {
            let elapsed = now - last
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            tokens = min(burst, tokens + seconds * rate)
        }
        last = now
    }

    mutating func spend(_ cost: Double) { tokens -= cost }

    /// How long from the last look until `tokens` are there: zero when they are.
    func wait(for needed: Double) -> Duration {
        tokens >= needed ? .zero : .nanoseconds(Int64(((needed - tokens) * 1e9 / rate).rounded(.up)))
    }
}
