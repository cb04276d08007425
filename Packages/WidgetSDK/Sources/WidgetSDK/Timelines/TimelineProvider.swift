import WidgetWire

/// Advises the runtime when to update a widget's display, as WidgetKit's `TimelineProvider` does.
public protocol TimelineProvider: SendableMetatype {
    associatedtype Entry: TimelineEntry
    typealias Context = TimelineProviderContext

    /// A quick entry with sample data, shown while the real one is being made.
    func placeholder(in context: Context) -> Entry

    /// The entry for the current time, for transient displays such as a gallery or `widgets snapshot`.
    func getSnapshot(in context: Context, completion: @escaping @Sendable (Entry) -> Void)

    /// Entries for now and, optionally, future times, with the policy for asking again.
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<Entry>) -> Void)
}

/// Where the widget is shown.
public struct TimelineProviderContext: Sendable {
    /// The widget's size class.
    public let family: WidgetFamily
    /// True when shown in a gallery or preview: answer fast, sample data is fine.
    public let isPreview: Bool
    /// The widget's size in points.
    public let displaySize: CGSize
    /// The widget's configuration intent's parameter values, for ``AppIntentTimelineProvider``s.
    let configuration: JSON?

    public init(family: WidgetFamily, isPreview: Bool = false, displaySize: CGSize? = nil) {
        self.family = family
        self.isPreview = isPreview
        self.displaySize = displaySize
            ?? CGSize(width: family.displaySize.width, height: family.displaySize.height)
        configuration = nil
    }

    init(_ context: ProviderContext) {
        family = context.family
        isPreview = context.isPreview
        displaySize = CGSize(width: context.displaySize.width, height: context.displaySize.height)
        configuration = context.configuration
    }
}

/// A date at which to show a widget, and the data to show.
public protocol TimelineEntry: SendableMetatype {
    /// When the entry becomes the one shown.
    var date: Date { get }
    /// How relevant the entry is, for stacks that rotate widgets.
    var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
    public var relevance: TimelineEntryRelevance? { nil }
}

/// How relevant an entry is compared with other entries of the same kind, and for how long.
public struct TimelineEntryRelevance: Sendable, Hashable {
    public let score: Float
    public let duration: TimeInterval

    public init(score: Float, duration: TimeInterval = 0) {
        self.score = score
        self.duration = duration
    }
}

/// Entries and when to ask for the next timeline.
public struct Timeline<EntryType: TimelineEntry> {
    public let entries: [EntryType]
    public let policy: TimelineReloadPolicy

    public init(entries: [EntryType], policy: TimelineReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }
}

/// When the runtime asks the provider for a new timeline.
public struct TimelineReloadPolicy: Sendable, Hashable {
    let wire: ReloadPolicy

    /// After the last entry's date.
    public static let atEnd = TimelineReloadPolicy(wire: .atEnd)
    /// Only when the app or a tap asks for a reload.
    public static let never = TimelineReloadPolicy(wire: .never)
    /// At a date, earlier or later than the last entry.
    public static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy(wire: .after(date)) }
}
