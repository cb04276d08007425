import WidgetABI
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
        self.description = description.key
    }

    public init(intent: Intent, description: Text) {
        self.intent = intent
        self.description = TextNode(runs: description.runs).plainText
    }
}

/// Serves an ``AppIntentTimelineProvider`` as a ``TimelineProvider``: makes the configuration intent
/// from the widget's configuration, then runs the provider's async calls.
///
/// Unchecked: the provider is plugin code; its calls start on the bundle queue, one at a time.
struct ConfiguredProvider<Provider: AppIntentTimelineProvider>: TimelineProvider, @unchecked Sendable {
    let provider: Provider

    func placeholder(in context: Context) -> Provider.Entry { provider.placeholder(in: context) }

    func getSnapshot(in context: Context, completion: @escaping @Sendable (Provider.Entry) -> Void) {
        let intent = Unchecked(configuration(context))
        Task { completion(await provider.snapshot(for: intent.value, in: context)) }
    }

    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<Provider.Entry>) -> Void) {
        let intent = Unchecked(configuration(context))
        Task { completion(await provider.timeline(for: intent.value, in: context)) }
    }

    /// The intent with the widget's parameters. A value that no longer fits its parameter (the plugin
    /// changed since it was set) is logged and left at its default.
    private func configuration(_ context: Context) -> Provider.Intent {
        let intent = Provider.Intent()
        for problem in IntentParameters.applyEach(context.configuration, to: intent) {
            HostConnection.current?.log(Int32(WIDGET_LOG_WARNING), "\(Provider.Intent.self): \(problem)")
        }
        return intent
    }
}
