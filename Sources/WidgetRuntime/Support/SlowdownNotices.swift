/// When to say in the log that a bundle is slowed: at most once a second, with how many slow-downs
/// went untold since the last notice.
struct SlowdownNotices: Sendable {
    private var told: ContinuousClock.Instant?
    private var untold = 0

    /// A slow-down at `now`: the count of untold ones to say with a notice due now, or nil when the
    /// last notice was less than a second ago (this one is counted for the next).
    mutating func slowed(at now: ContinuousClock.Instant) -> Int? {
        if let told, now - told < .seconds(1) {
            untold += 1
            return nil
        }
        defer { (told, untold) = (now, 0) }
        return untold
    }

    /// The words a notice ends with, for the untold slow-downs.
    static func more(_ untold: Int) -> String {
        untold > 0 ? " (slowed \(untold) more times since the last notice)" : ""
    }
}
