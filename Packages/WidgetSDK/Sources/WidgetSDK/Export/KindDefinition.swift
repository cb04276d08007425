import WidgetWire

/// Where a call's reply goes, already encoded (``Reply``): a value, or why there is none.
typealias Completion = @Sendable ([UInt8]) -> Void

/// One widget kind lowered to what the boundary needs: its description and type-erased provider
/// calls. Calls start on ``bundleQueue``; entries are drawn there too.
public struct KindDefinition {
    var description: KindDescription
    /// Why the kind cannot be used, when its configuration is not one the SDK knows.
    var problem: String?
    /// Whether the host is told of it: a Live Activity builds and is not offered.
    var offered = true
    let placeholder: (ProviderContext) -> RenderedEntry
    let snapshot: (ProviderContext, @escaping Completion) -> Void
    let timeline: (ProviderContext, @escaping Completion) -> Void
    var recommendations: () -> [Recommendation] = { [] }
    /// One of the provider's entries drawn in a context, here and now (for snapshot tests); nil
    /// when the value is no entry of the provider's type, which ``entryType`` names.
    let render: (Any, ProviderContext) -> RenderedEntry?
    let entryType: Any.Type
    /// For a configurable kind: a parameter's options, and whether a configuration resolves.
    var options: ((String, @escaping Completion) -> Void)?
    var check: ((JSON?, @escaping Completion) -> Void)?

    init<Provider: TimelineProvider, Content: View>(
        kind: String, provider: Provider, content: @escaping (Provider.Entry) -> Content
    ) {
        description = KindDescription(
            kind: kind, displayName: kind, description: "", supportedFamilies: WidgetFamily.systemFamilies)
        let renderer = EntryRenderer(content: content)
        let provider = Unchecked(provider)
        render = { entry, context in (entry as? Provider.Entry).map { renderer.render($0, in: context) } }
        entryType = Provider.Entry.self
        placeholder = { context in renderer.render(provider.value.placeholder(in: .init(context)), in: context, redacted: true) }
        snapshot = { context, reply in
            provider.value.getSnapshot(in: .init(context)) { entry in
                let entry = Unchecked(entry)
                bundleQueue.async { reply(Reply.value(renderer.render(entry.value, in: context))) }
            }
        }
        timeline = { context, reply in
            provider.value.getTimeline(in: .init(context)) { timeline in
                let timeline = Unchecked(timeline)
                bundleQueue.async { reply(Reply.value(renderer.render(timeline.value, in: context))) }
            }
        }
    }

    /// A configurable kind: each call first makes the configuration intent from the widget's
    /// configuration, resolving its entities; one that is gone fails the call with `needsConfiguration`.
    init<Provider: AppIntentTimelineProvider, Content: View>(
        kind: String, intent: Provider.Intent.Type, provider: Provider, content: @escaping (Provider.Entry) -> Content
    ) {
        description = KindDescription(
            kind: kind, displayName: kind, description: "", supportedFamilies: WidgetFamily.systemFamilies,
            configuration: IntentParameters.schema(of: intent))
        IntentRegistry.register(intent)
        let renderer = EntryRenderer(content: content)
        let provider = Unchecked(provider)
        render = { entry, context in (entry as? Provider.Entry).map { renderer.render($0, in: context) } }
        entryType = Provider.Entry.self
        /// Makes the intent, runs `body` with it, and replies with `finish` of its result, on the bundle queue.
        func configured<Made>(
            _ context: ProviderContext, _ reply: @escaping Completion,
            _ body: @escaping @Sendable (Provider.Intent) async -> Made, finish: @escaping @Sendable (Made) -> JSON
        ) {
            onBundleQueue {
                let intent = Provider.Intent()
                do throws(WireError) {
                    try await IntentParameters.apply(context.configuration, to: intent, strict: false)
                } catch {
                    reply(Reply.error(error))
                    return
                }
                let made = Unchecked(await body(intent))
                bundleQueue.async { reply(Reply.value(finish(made.value))) }
            }
        }
        placeholder = { context in renderer.render(provider.value.placeholder(in: .init(context)), in: context, redacted: true) }
        snapshot = { context, reply in
            configured(context, reply, { await provider.value.snapshot(for: $0, in: .init(context)) }) {
                renderer.render($0, in: context).json
            }
        }
        timeline = { context, reply in
            configured(context, reply, { await provider.value.timeline(for: $0, in: .init(context)) }) {
                renderer.render($0, in: context).json
            }
        }
        recommendations = {
            provider.value.recommendations().map {
                Recommendation(description: $0.description, configuration: IntentParameters.values(of: $0.intent))
            }
        }
        options = { name, reply in
            onBundleQueue {
                do throws(WireError) {
                    reply(Reply.value(try await IntentParameters.options(of: Provider.Intent(), parameter: name)))
                } catch {
                    reply(Reply.error(error))
                }
            }
        }
        check = { configuration, reply in
            configured(ProviderContext(family: .systemSmall, configuration: configuration), reply, { IntentParameters.values(of: $0) }) {
                $0
            }
        }
    }

    /// A kind whose configuration type the SDK cannot lower; describing the bundle reports it.
    static func unsupported(_ type: Any.Type) -> KindDefinition {
        KindDefinition(problem: "\(type) is not a widget configuration this SDK can serve; use StaticConfiguration or AppIntentConfiguration")
    }

    /// A configuration that builds and is not offered here (a Live Activity's).
    static func notOffered(_ type: Any.Type) -> KindDefinition {
        var definition = KindDefinition(problem: "")
        definition.problem = nil
        definition.offered = false
        return definition
    }

    private init(problem: String) {
        description = KindDescription(kind: "", displayName: "", description: "", supportedFamilies: [])
        self.problem = problem
        placeholder = { _ in RenderedEntry(date: Date(), view: .empty) }
        render = { _, _ in nil }
        entryType = Never.self
        snapshot = { _, _ in }
        timeline = { _, _ in }
    }
}

/// Turns a provider's entries into rendered entries.
///
/// Unchecked: the content closure is plugin code that is not `Sendable`; it is only called on
/// ``bundleQueue``, which is serial, so never from two threads at once.
private final class EntryRenderer<Entry: TimelineEntry, Content: View>: @unchecked Sendable {
    let content: (Entry) -> Content

    init(content: @escaping (Entry) -> Content) {
        self.content = content
    }

    /// The entry's view; a placeholder's is redacted, as WidgetKit draws placeholders.
    func render(_ entry: Entry, in context: ProviderContext, redacted: Bool = false) -> RenderedEntry {
        let environment = EnvironmentValues(context, date: entry.date, redacted: redacted)
        return RenderedEntry(
            date: entry.date,
            relevance: entry.relevance.map { Relevance(score: $0.score, duration: $0.duration) },
            view: GeometryPass.render(content(entry), in: environment, size: context.displaySize))
    }

    func render(_ timeline: Timeline<Entry>, in context: ProviderContext) -> RenderedTimeline {
        RenderedTimeline(entries: timeline.entries.map { render($0, in: context) }, policy: timeline.policy.wire)
    }
}

extension EnvironmentValues {
    /// The environment a widget's view is drawn in, where the host shows it.
    init(_ context: ProviderContext, date: Date, redacted: Bool = false) {
        self.init()
        budget = RenderBudget()
        if redacted || context.redacted { redactionReasons = .placeholder }
        widgetFamily = context.family
        widgetSize = context.displaySize
        if context.colorScheme == "dark" { colorScheme = .dark }
        if let mode = context.renderingMode { widgetRenderingMode = WidgetRenderingMode(name: mode) }
        // The accented and vibrant modes draw the widget without its container background.
        if widgetRenderingMode != .fullColor { showsWidgetContainerBackground = false }
        // Accessory widgets (the Lock Screen's) have no container background and no margins.
        if context.family.isAccessory {
            showsWidgetContainerBackground = false
            widgetContentMargins = EdgeInsets()
        }
        self.date = date
    }
}

/// Carries a value that is not `Sendable` to ``bundleQueue``, where plugin code runs.
struct Unchecked<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
