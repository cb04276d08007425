import Testing
import WidgetHome

@testable import WidgetRuntime

/// A bundle's share of the runtime's CPU, on instants the test chooses and costs it charges.
@Suite struct RuntimeShareTests {
    private func share(_ log: LogCapture) -> RuntimeShare {
        var policy = RuntimeSharePolicy()
        (policy.percent, policy.burst, policy.stopAfter) = (10, 1, 3)
        return RuntimeShare(policy, logger: log.logger)
    }

    private func waited(_ verdict: RuntimeShare.Verdict) -> Double? {
        if case .wait(let wait) = verdict { wait.seconds } else { nil }
    }

    @Test func aBurstThenSlowedThenStoppedUnlessItRests() {
        let log = LogCapture()
        let share = share(log)
        let start = ContinuousClock.now
        #expect(share.verdict(at: start) == .go)
        share.charge(.milliseconds(900))
        #expect(share.verdict(at: start) == .go)
        share.charge(.milliseconds(150))
        // 50 ms in debt: a tenth of a second's share (10 ms) is earned in 0.6 s.
        #expect(waited(share.verdict(at: start)).map { abs($0 - 0.6) < 1e-6 } == true)
        #expect(share.isSlowing)
        // Read again at its pace, it stays slowed; past 3 s of that it is stopped, the cause in numbers.
        var now = start
        for _ in 0..<4 {
            now += .milliseconds(600)
            share.charge(.milliseconds(60))
            if case .wait = share.verdict(at: now) {} else { Issue.record("not slowed at \(now - start)") }
        }
        now += .milliseconds(600)
        share.charge(.milliseconds(60))
        guard case .stop(let cause) = share.verdict(at: now) else {
            Issue.record("not stopped after \(now - start)")
            return
        }
        #expect(cause.contains("more than its share of CPU (10% of a core after a burst of 1 s, runtime.json's runtimeShare) for 3 s without a rest"), "\(cause)")
        #expect(cause.contains("took 0.3 s of the runtime's CPU"), "\(cause)")
        // Told at most once a second.
        #expect(log.messages.filter { $0.contains("slowed: its messages, output and replies cost the runtime") }.count == 3)
    }

    @Test func restingEarnsItsPatienceBack() {
        let share = share(LogCapture())
        let start = ContinuousClock.now
        share.charge(.milliseconds(1_100))
        guard case .wait = share.verdict(at: start) else { Issue.record("not slowed"); return }
        // Six seconds at rest earn back 0.6 s, more than half the burst: a new flood starts afresh.
        let later = start + .seconds(6)
        #expect(share.verdict(at: later) == .go)
        #expect(!share.isSlowing)
        share.charge(.milliseconds(700))
        guard case .wait = share.verdict(at: later) else { Issue.record("not slowed again"); return }
        #expect(waited(share.verdict(at: later + .milliseconds(1_900))).map { abs($0 - 0.2) < 1e-6 } == true)
        // Not stopped: its new flood began 2.9 s ago, and it has a little share again.
        #expect(share.verdict(at: later + .milliseconds(2_900)) == .go)
    }

    @Test func workMeasuredOnAThreadIsCharged() {
        var policy = RuntimeSharePolicy()
        policy.burst = 0.001
        let share = RuntimeShare(policy, logger: LogCapture().logger)
        let start = ContinuousClock.now
        share.measure {}
        #expect(share.verdict(at: start) == .go)
        // Far more than a millisecond of this thread's CPU.
        let sum = share.measure {
            var sum = 0.0
            for value in 0..<20_000_000 { sum += Double(value).squareRoot() }
            return sum
        }
        #expect(sum > 0)
        guard case .wait = share.verdict(at: start) else { Issue.record("the work was not charged"); return }
    }
}
