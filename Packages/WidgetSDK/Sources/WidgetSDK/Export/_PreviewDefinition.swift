import Foundation
import WidgetWire

/// A `#Preview` of the library as the function its macro exports makes it (through WidgetKit's
/// `_WidgetPreviews`): its name, its family, and how its entries are drawn. Not for authors.
public final class _PreviewDefinition: @unchecked Sendable {
    /// What the host lists.
    let description: PreviewDescription
    /// Its entries drawn in a context, replied once, on the bundle's queue.
    let draw: (ProviderContext, @escaping @Sendable ([RenderedEntry]) -> Void) -> Void

    private init(_ description: PreviewDescription, draw: @escaping (ProviderContext, @escaping @Sendable ([RenderedEntry]) -> Void) -> Void) {
        self.description = description
        self.draw = draw
    }

    /// A view's preview (`#Preview { … }`), drawn once, as a widget's content is.
    public static func view(name: String?, body: @escaping () -> any View) -> _PreviewDefinition {
        _PreviewDefinition(PreviewDescription(name: name, kind: nil, family: nil)) { context, done in
            let now = Date()
            done([RenderedEntry(date: now, relevance: nil, view: _WidgetRendering.render(AnyView(body()), in: context, date: now))])
        }
    }

    /// A widget's preview in a family with the entries it lists (`#Preview(as:widget:timeline:)`).
    public static func widget(name: String?, family: WidgetFamily, widget: some Widget, entries: [any TimelineEntry]) -> _PreviewDefinition {
        let definition = widget.body._makeKindDefinition()
        return _PreviewDefinition(PreviewDescription(name: name, kind: definition.description.kind, family: family)) { context, done in
            done(entries.compactMap { definition.render($0, context) })
        }
    }

    /// A widget's preview in a family with the entries of a provider's timeline
    /// (`#Preview(as:widget:timelineProvider:)`).
    public static func widget<Provider: TimelineProvider>(
        name: String?, family: WidgetFamily, widget: some Widget, provider: Provider
    ) -> _PreviewDefinition {
        let definition = Unchecked(widget.body._makeKindDefinition())
        let provider = Unchecked(provider)
        return _PreviewDefinition(PreviewDescription(name: name, kind: definition.value.description.kind, family: family)) { context, done in
            provider.value.getTimeline(in: .init(context)) { timeline in
                let entries = Unchecked(timeline.entries)
                bundleQueue.async { done(entries.value.compactMap { definition.value.render($0, context) }) }
            }
        }
    }

    /// The definition handed across the exported function's C boundary (retained once).
    public var retained: UnsafeMutableRawPointer { Unmanaged.passRetained(self).toOpaque() }
}
