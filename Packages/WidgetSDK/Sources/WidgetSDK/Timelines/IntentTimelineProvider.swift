import Foundation
import WidgetWire

// SiriKit-era configurable widgets, as code written before App Intents has them: an `INIntent`
// subclass, an `IntentTimelineProvider` and an `IntentConfiguration`. The intent's parameters are not
// read (Xcode generated them from an `.intentdefinition` file): the provider is handed a new instance
// of the intent class. Configurable parameters are an `AppIntentConfiguration`'s `@Parameter`s here.

/// SiriKit's intent: the base of the intent classes Xcode generated for configurable widgets.
open class INIntent: NSObject, @unchecked Sendable {
    public required override init() { super.init() }
}

/// A timeline provider given the widget's SiriKit intent, as WidgetKit's `IntentTimelineProvider`.
public protocol IntentTimelineProvider: SendableMetatype {
    associatedtype Entry: TimelineEntry
    associatedtype Intent: INIntent
    typealias Context = TimelineProviderContext

    func placeholder(in context: Context) -> Entry
    func getSnapshot(for configuration: Intent, in context: Context, completion: @escaping @Sendable (Entry) -> Void)
    func getTimeline(for configuration: Intent, in context: Context, completion: @escaping @Sendable (Timeline<Entry>) -> Void)
    /// Configurations worth suggesting where people cannot configure (the Apple Watch); not asked here.
    func recommendations() -> [IntentRecommendation<Intent>]
}

extension IntentTimelineProvider {
    public func recommendations() -> [IntentRecommendation<Intent>] { [] }
}

/// A suggested configuration of a SiriKit-configured widget, as WidgetKit's `IntentRecommendation`.
public struct IntentRecommendation<Intent: INIntent> {
    public let intent: Intent
    public let description: String

    public init(intent: Intent, description: String) {
        self.intent = intent
        self.description = description
    }

    public init(intent: Intent, description: Text) {
        self.intent = intent
        self.description = TextNode(runs: description.runs).plainText
    }
}

/// An `IntentTimelineProvider` served as a plain provider, with a new intent each time.
struct IntentProviderAdapter<Provider: IntentTimelineProvider>: TimelineProvider {
    let provider: Provider

    func placeholder(in context: Context) -> Provider.Entry { provider.placeholder(in: context) }

    func getSnapshot(in context: Context, completion: @escaping @Sendable (Provider.Entry) -> Void) {
        provider.getSnapshot(for: Provider.Intent(), in: context, completion: completion)
    }

    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<Provider.Entry>) -> Void) {
        provider.getTimeline(for: Provider.Intent(), in: context, completion: completion)
    }
}

/// A widget configured through a SiriKit intent, as WidgetKit's `IntentConfiguration`.
public struct IntentConfiguration<Intent: INIntent, Content>: WidgetConfiguration {
    let definition: KindDefinition

    public init<Provider: IntentTimelineProvider>(
        kind: String, intent: Intent.Type, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content
    ) where Provider.Intent == Intent, Content: View {
        definition = KindDefinition(kind: kind, provider: IntentProviderAdapter(provider: provider), content: content)
    }

    public func _makeKindDefinition() -> KindDefinition { definition }
}

/// An App Intent that replaces a SiriKit intent of a widget people already configured; the class name
/// is accepted (there are no SiriKit configurations to carry over here).
public protocol CustomIntentMigratedAppIntent {
    static var intentClassName: String { get }
}
