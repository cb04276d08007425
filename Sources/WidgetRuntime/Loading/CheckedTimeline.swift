import WidgetWire

/// A provider's timeline after the runtime's checks, with what it had to put right.
public struct CheckedTimeline: Sendable, Hashable {
    public var timeline: RenderedTimeline
    /// What was wrong with the timeline as the provider gave it.
    public var warnings: [String]
    /// True when the provider gave no entries and the placeholder stands in.
    public var showsPlaceholder: Bool
    /// True when its reply was large (``largeReply`` bytes or more): it is freed off the event loop.
    public var isLarge = false

    /// The most entries the runtime keeps of one timeline; the later ones are dropped.
    public static let mostEntries = 1_000

    /// Sorts entries by date (keeping the order of equal dates), keeps the first ``mostEntries``, and
    /// notes an empty timeline.
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
        if checked.timeline.entries.count > mostEntries {
            let count = checked.timeline.entries.count
            checked.timeline.entries.removeLast(count - mostEntries)
            checked.warnings.append(
                "kind '\(kind)': the timeline has \(count) entries; kept the first \(mostEntries) (ask for a new timeline later instead)")
        }
        return checked
    }
}
