import Foundation
import Synchronization
import Testing
import WidgetTesting

@testable import WidgetRuntime

/// Alarms on the host's time: the machine's, a timer's callback; a test clock's, a sleeper it moves.
@Suite struct HostTimeTests {
    @Test(.timeLimit(.minutes(1))) func theMachinesAlarmRingsOnceAndACancelledOneNever() async {
        let rung = Mutex<[String]>([])
        let (rings, ring) = AsyncStream.makeStream(of: String.self)
        // Far enough off that a test starved of the processor still cancels it before it is due.
        let cancelled = HostTime.system.alarm(in: .milliseconds(500)) { rung.withLock { $0.append("cancelled") }; ring.yield("cancelled") }
        cancelled.cancel()
        let kept = HostTime.system.alarm(in: .milliseconds(700)) { rung.withLock { $0.append("kept") }; ring.yield("kept") }
        // Had the cancelled one rung, it would be first.
        var first = rings.makeAsyncIterator()
        #expect(await first.next() == "kept")
        kept.cancel()
        #expect(rung.withLock { $0 } == ["kept"])
    }

    @Test(.timeLimit(.minutes(1))) func aTestClocksAlarmRingsWhenTheClockPassesItsDateAndNotBefore() async {
        let clock = TestClock()
        let time = clock.hostTime
        let rung = Atomic<Int>(0)
        let (rings, ring) = AsyncStream.makeStream(of: Int.self)
        _ = time.alarm(at: clock.date.addingTimeInterval(60)) { ring.yield(rung.add(1, ordering: .relaxed).newValue) }
        let cancelled = time.alarm(at: clock.date.addingTimeInterval(30)) { ring.yield(rung.add(10, ordering: .relaxed).newValue) }
        await clock.sleepers(atLeast: 2)
        cancelled.cancel()
        await clock.sleepers { $0 == 1 }
        clock.advance(by: .seconds(59))
        #expect(clock.sleeperCount == 1)
        #expect(rung.load(ordering: .relaxed) == 0)
        clock.advance(by: .seconds(1))
        var first = rings.makeAsyncIterator()
        #expect(await first.next() == 1)
    }
}
