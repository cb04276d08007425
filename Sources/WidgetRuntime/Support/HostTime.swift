import Foundation
import WidgetHome

/// The time a ``WidgetHost`` runs on: wall-clock dates for timelines and a clock to sleep on and to
/// measure elapsed time by (so a wall clock that jumps is noticed).
///
/// The host never reads the time or sleeps any other way, so a test drives it with a clock it moves
/// by hand (`WidgetTesting.TestClock`) and nothing in the test waits for real time to pass.
public struct HostTime: Sendable {
    /// The wall clock's date now.
    public let now: @Sendable () -> Date
    /// Sleeps until the wall clock reads a date (returns at once if it is past).
    let sleepUntil: @Sendable (Date) async throws -> Void
    /// Time elapsed on the clock since this value was made; unaffected by changes to the wall clock.
    let elapsed: @Sendable () -> Duration
    /// Calls a function once the wall clock reads a date, unless the alarm it gives back is cancelled.
    let setAlarm: @Sendable (Date, @escaping @Sendable () -> Void) -> HostAlarm

    /// Time from `clock` (sleeping and elapsed time) and `now` (dates).
    public init<C: Clock>(clock: C, now: @escaping @Sendable () -> Date) where C.Duration == Duration {
        let start = clock.now
        self.init(
            now: now,
            sleepUntil: { date in try await clock.sleep(for: .seconds(max(0, date.timeIntervalSince(now())))) },
            elapsed: { start.duration(to: clock.now) })
    }

    /// Time from three functions, for a clock that sleeps until a wall-clock date in one step (a test's,
    /// so that moving it between reading the date and sleeping loses no deadline).
    public init(
        now: @escaping @Sendable () -> Date, sleepUntil: @escaping @Sendable (Date) async throws -> Void,
        elapsed: @escaping @Sendable () -> Duration
    ) {
        self.init(now: now, sleepUntil: sleepUntil, elapsed: elapsed) { date, ring in
            // An alarm is a task sleeping on the clock, so a test's clock sees it as a sleeper.
            let task = Task {
                guard (try? await sleepUntil(date)) != nil else { return }
                ring()
            }
            return HostAlarm { task.cancel() }
        }
    }

    private init(
        now: @escaping @Sendable () -> Date, sleepUntil: @escaping @Sendable (Date) async throws -> Void,
        elapsed: @escaping @Sendable () -> Duration, setAlarm: @escaping @Sendable (Date, @escaping @Sendable () -> Void) -> HostAlarm
    ) {
        self.now = now
        self.sleepUntil = sleepUntil
        self.elapsed = elapsed
        self.setAlarm = setAlarm
    }

    /// The machine's clocks: `Date()`, elapsed time on `ContinuousClock`, and sleeps and alarms on an
    /// event loop's timers (`EventLoopExecutor`), which wake nothing else meanwhile; an alarm is a
    /// timer's callback, with no task of its own.
    public static var system: HostTime {
        let clock = ContinuousClock()
        let start = clock.now
        return HostTime(
            now: { Date() },
            sleepUntil: { date in try await EventLoopExecutor.sleep(for: .seconds(max(0, date.timeIntervalSinceNow))) },
            elapsed: { start.duration(to: clock.now) },
            setAlarm: { date, ring in HostAlarm(cancel: EventLoopExecutor.alarm(in: .seconds(max(0, date.timeIntervalSinceNow)), ring)) })
    }

    /// Sleeps for a while on the clock.
    func sleep(_ duration: Duration) async throws {
        try await sleepUntil(now().addingTimeInterval(duration.seconds))
    }

    /// Calls `ring` once the wall clock reads `date` (at once if it is past), on no particular
    /// thread, unless the alarm is cancelled first.
    func alarm(at date: Date, _ ring: @escaping @Sendable () -> Void) -> HostAlarm {
        setAlarm(date, ring)
    }

    /// Calls `ring` after `duration` on the clock, unless the alarm is cancelled first.
    func alarm(in duration: Duration, _ ring: @escaping @Sendable () -> Void) -> HostAlarm {
        setAlarm(now().addingTimeInterval(duration.seconds), ring)
    }
}

extension Duration {
    /// The duration in seconds, as a `TimeInterval`.
    package var seconds: TimeInterval { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
