import WidgetWire

/// A provider's timeline after the runtime's checks, with what it had to put right.
public struct CheckedTimeline: Sendable, Hashable {
    public var timeline: RenderedTimeline
    /// What was wrong with the timeline as the provider gave it.
    public var warnings: [String]
    /// True when the provider gave no entries and the placeholder stands in.
    public var showsPlaceholder: Bool

    /// Sorts entries by date (keeping the order of equal dates) and notes an empty timeline.
    static func check(_ timeline: RenderedTimeline, kind: String) -> CheckedTimeline {
        var checked = CheckedTimeline(timeline: timeline, warnings: [], showsPlaceholder: false)
        let dates = timeline.entries.map(\.date)
        if zip(dates, dates.dropFirst()).contains(where: { $0 > $1 }) {
            checked.timeline.entries = timeline.entries.enumerated()
                .sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }
                .map(\.element)
            checked.warnings.append("kind '\(kind)': the timeline's entries were not in date order; sorted them by date")
        }
        if timeline.entries.isEmpty {
            checked.warnings.append("kind '\(kind)': the timeline has no entries; the placeholder stays on screen")
        }
        return checked
    }
}
