import Foundation

/// A timer over an interval: counting down to its end (or up from its start), stopped at `pauseTime`,
/// and at zero (or the full length) once the interval is over.
public struct TimerRun: Sendable, Hashable {
    public var start: Date
    public var end: Date
    public var pauseTime: Date?
    public var countsDown: Bool
    public var showsHours: Bool

    public init(start: Date, end: Date, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        self.start = start
        self.end = end
        self.pauseTime = pauseTime
        self.countsDown = countsDown
        self.showsHours = showsHours
    }

    /// The next moment after `now` at which the seconds shown change, or nil when they never will
    /// (paused, or past its end): its start while it has not begun, else the next whole second.
    public func nextChange(after now: Date) -> Date? {
        let stop = min(pauseTime ?? end, end)
        guard now < stop else { return nil }
        guard now >= start else { return start }
        return start.addingTimeInterval((now.timeIntervalSince(start) + 1).rounded(.down))
    }

    /// The seconds shown at `now`.
    public func seconds(at now: Date) -> TimeInterval {
        let moment = min(max(pauseTime.map { min($0, now) } ?? now, start), end)
        return countsDown ? end.timeIntervalSince(moment) : moment.timeIntervalSince(start)
    }
}
