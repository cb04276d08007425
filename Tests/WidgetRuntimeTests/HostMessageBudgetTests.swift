import Testing

@testable import WidgetRuntime

/// The host message budget at its default numbers, on instants the test chooses.
@Suite struct HostMessageBudgetTests {
    /// Counts the messages admitted at `now`, each carrying `bytes`, until one must wait.
    private func admitted(_ budget: HostMessageBudget, at now: ContinuousClock.Instant, bytes: Int = 100) -> Int {
        var count = 0
        while budget.wait(at: now) == nil {
            budget.charge(bytes: bytes)
            count += 1
        }
        return count
    }

    @Test func aBurstThenTheRateEachFourKilobytesCountingAsAMessage() {
        let log = LogCapture()
        let budget = HostMessageBudget(HostMessagePolicy(), logger: log.logger)
        let start = ContinuousClock.now
        #expect(admitted(budget, at: start) == 20_000)
        // The wait is for a tenth of a second's messages.
        #expect(budget.wait(at: start) == .milliseconds(100))
        #expect(admitted(budget, at: start + .seconds(1)) == 1_000)
        // Ten seconds refill 10,000: a 1 MB message counts as 257, so 39 of them fit (the last one in debt).
        let later = start + .seconds(11)
        #expect(admitted(budget, at: later, bytes: 1 << 20) == 39)
        #expect(budget.wait(at: later) == .milliseconds(123))

        // Told at most once a second, with how many more slow-downs there were.
        let notices = log.messages.filter { $0.contains("slowed: it sends more than its budget of 1000 host messages") }
        #expect(notices.count == 3, "\(notices)")
        #expect(notices[1].hasSuffix("(slowed 1 more times since the last notice)"), "\(notices[1])")
    }
}
