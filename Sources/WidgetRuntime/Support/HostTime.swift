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
        self.now = now
        self.sleepUntil = sleepUntil
        self.elapsed = elapsed
    }

    /// The machine's clocks: `Date()`, elapsed time on `ContinuousClock`, and sleeps on an event
    /// loop's timer (`EventLoopExecutor.sleep`), which wakes nothing else meanwhile.
    public static var system: HostTime {
        let clock = ContinuousClock()
        let start = clock.now
        return HostTime(
            now: { Date() },
            sleepUntil: { date in try await EventLoopExecutor.sleep(for: .seconds(max(0, date.timeIntervalSinceNow))) },
            elapsed: { start.duration(to: clock.now) })
    }

    /// Sleeps for a while on the clock.
    func sleep(_ duration: Duration) async throws {
        try await sleepUntil(now().addingTimeInterval(duration.seconds))
    }
}

extension Duration {
    /// The duration in seconds, as a `TimeInterval`.
    package var seconds: TimeInterval { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
