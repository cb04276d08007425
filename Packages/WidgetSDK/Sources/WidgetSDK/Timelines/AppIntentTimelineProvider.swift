import WidgetWire

/// A timeline provider for widgets people configure, as WidgetKit's `AppIntentTimelineProvider`: each
/// call gets the widget's configuration intent with its parameters set.
public protocol AppIntentTimelineProvider: SendableMetatype {
    associatedtype Entry: TimelineEntry
    associatedtype Intent: WidgetConfigurationIntent
    typealias Context = TimelineProviderContext

    /// A quick entry with sample data, shown while the real one is being made.
    func placeholder(in context: Context) -> Entry

    /// The entry for the current time with this configuration.
    func snapshot(for configuration: Intent, in context: Context) async -> Entry

    /// Entries for now and, optionally, future times, with the policy for asking again.
    func timeline(for configuration: Intent, in context: Context) async -> Timeline<Entry>

    /// Configurations worth suggesting, as `widgets recommendations` lists them.
    func recommendations() -> [AppIntentRecommendation<Intent>]
}

extension AppIntentTimelineProvider {
    public func recommendations() -> [AppIntentRecommendation<Intent>] { [] }
}

/// A suggested configuration of a widget, with what it shows.
public struct AppIntentRecommendation<Intent: WidgetConfigurationIntent> {
    public let intent: Intent
    public let description: String

    public init(intent: Intent, description: LocalizedStringResource) {
        self.intent = intent
        self.description = description.localized
    }

    public init<S: StringProtocol>(intent: Intent, description: S) {
        self.intent = intent
        self.description = String(description)
    }

    public init(intent: Intent, description: Text) {
        self.intent = intent
        self.description = TextNode(runs: description.runs).plainText
    }
}
