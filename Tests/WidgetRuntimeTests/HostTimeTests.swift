import Foundation
import Synchronization
import Testing
import WidgetTesting

@testable import WidgetRuntime

/// Alarms on the host's time: the machine's, a timer's callback; a test clock's, a sleeper it moves.
@Suite struct HostTimeTests {
    @Test func theMachinesAlarmRingsOnceAndACancelledOneNever() async {
        let rung = Mutex<[String]>([])
        let cancelled = HostTime.system.alarm(in: .milliseconds(10)) { rung.withLock { $0.append("cancelled") } }
        cancelled.cancel()
        let kept = HostTime.system.alarm(in: .milliseconds(40)) { rung.withLock { $0.append("kept") } }
        // Had the cancelled one rung, it would be first.
        #expect(await soon { rung.withLock { $0 } == ["kept"] })
        kept.cancel()
        #expect(rung.withLock { $0 } == ["kept"])
    }

    @Test func aTestClocksAlarmRingsWhenTheClockPassesItsDateAndNotBefore() async {
        let clock = TestClock()
        let time = clock.hostTime
        let rung = Atomic<Int>(0)
        _ = time.alarm(at: clock.date.addingTimeInterval(60)) { rung.add(1, ordering: .relaxed) }
        let cancelled = time.alarm(at: clock.date.addingTimeInterval(30)) { rung.add(10, ordering: .relaxed) }
        await clock.sleepers(atLeast: 2)
        cancelled.cancel()
        await clock.sleepers { $0 == 1 }
        clock.advance(by: .seconds(59))
        #expect(clock.sleeperCount == 1)
        #expect(rung.load(ordering: .relaxed) == 0)
        clock.advance(by: .seconds(1))
        #expect(await soon { rung.load(ordering: .relaxed) == 1 })
    }
}
