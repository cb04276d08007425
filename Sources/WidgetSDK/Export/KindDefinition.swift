import WidgetWire

/// One widget kind lowered to what the boundary needs: its description and type-erased provider
/// calls. Every call runs plugin code on ``bundleQueue``.
public struct KindDefinition {
    var description: KindDescription
    /// Why the kind cannot be used, when its configuration is not one the SDK knows.
    var problem: String?
    let placeholder: (ProviderContext) -> RenderedEntry
    let snapshot: (ProviderContext, @escaping @Sendable (RenderedEntry) -> Void) -> Void
    let timeline: (ProviderContext, @escaping @Sendable (RenderedTimeline) -> Void) -> Void
    var recommendations: () -> [Recommendation] = { [] }

    init<Provider: TimelineProvider, Content: View>(
        kind: String, provider: Provider, content: @escaping (Provider.Entry) -> Content
    ) {
        description = KindDescription(
            kind: kind, displayName: kind, description: "", supportedFamilies: WidgetFamily.systemFamilies)
        let renderer = EntryRenderer(provider: provider, content: content)
        placeholder = { context in renderer.render(renderer.provider.placeholder(in: .init(context)), in: context) }
        snapshot = { context, reply in
            renderer.provider.getSnapshot(in: .init(context)) { entry in
                let entry = Unchecked(entry)
                bundleQueue.async { reply(renderer.render(entry.value, in: context)) }
            }
        }
        timeline = { context, reply in
            renderer.provider.getTimeline(in: .init(context)) { timeline in
                let timeline = Unchecked(timeline)
                bundleQueue.async {
                    reply(RenderedTimeline(
                        entries: timeline.value.entries.map { renderer.render($0, in: context) },
                        policy: timeline.value.policy.wire))
                }
            }
        }
    }

    init<Provider: AppIntentTimelineProvider, Content: View>(
        kind: String, intent: Provider.Intent.Type, provider: Provider, content: @escaping (Provider.Entry) -> Content
    ) {
        self.init(kind: kind, provider: ConfiguredProvider(provider: provider), content: content)
        IntentRegistry.register(intent)
        description.configuration = IntentParameters.schema(of: intent)
        recommendations = {
            provider.recommendations().map {
                Recommendation(description: $0.description, configuration: IntentParameters.values(of: $0.intent))
            }
        }
    }

    /// A kind whose configuration type the SDK cannot lower; describing the bundle reports it.
    static func unsupported(_ type: Any.Type) -> KindDefinition {
        KindDefinition(problem: "\(type) is not a widget configuration this SDK can serve; use StaticConfiguration or AppIntentConfiguration")
    }

    private init(problem: String) {
        description = KindDescription(kind: "", displayName: "", description: "", supportedFamilies: [])
        self.problem = problem
        placeholder = { _ in RenderedEntry(date: Date(), view: .empty) }
        snapshot = { _, _ in }
        timeline = { _, _ in }
    }
}

/// Turns a provider's entries into rendered entries.
///
/// Unchecked: the provider and content closure are plugin values that are not `Sendable`; every use is
/// on ``bundleQueue``, which is serial, so they are never used from two threads at once.
private final class EntryRenderer<Provider: TimelineProvider, Content: View>: @unchecked Sendable {
    let provider: Provider
    let content: (Provider.Entry) -> Content

    init(provider: Provider, content: @escaping (Provider.Entry) -> Content) {
        self.provider = provider
        self.content = content
    }

    func render(_ entry: Provider.Entry, in context: ProviderContext) -> RenderedEntry {
        var environment = EnvironmentValues()
        environment.budget = RenderBudget()
        environment.widgetFamily = context.family
        environment.date = entry.date
        return RenderedEntry(
            date: entry.date,
            relevance: entry.relevance.map { Relevance(score: $0.score, duration: $0.duration) },
            view: ViewEvaluator.render(content(entry), in: environment))
    }
}

/// Carries a value that is not `Sendable` to ``bundleQueue``, where all plugin code runs.
struct Unchecked<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
