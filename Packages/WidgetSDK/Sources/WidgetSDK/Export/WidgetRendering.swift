import Foundation
import WidgetWire

/// Widgets and views rendered here and now, in the test's process, as a loaded bundle renders them
/// for the host: the render trees snapshot tests lay out and draw (WidgetKit's
/// `WidgetSnapshotTesting`). Not for bundles, which the host asks over its boundary.
public enum _WidgetRendering {
    /// What a widget declares: its kind, display name, families and margins.
    public static func description(of widget: some Widget) -> KindDescription {
        widget.body._makeKindDefinition().description
    }

    /// One of the widget's entries drawn in `context`.
    ///
    /// - Throws: ``Failure`` when the widget's configuration is not one the SDK serves, or the value
    ///   is no entry of its provider's.
    public static func render(_ entry: Any, of widget: some Widget, in context: ProviderContext) throws(Failure) -> RenderedEntry {
        let definition = widget.body._makeKindDefinition()
        if let problem = definition.problem { throw Failure(description: "\(type(of: widget)): \(problem)") }
        guard let rendered = definition.render(entry, context) else {
            throw Failure(description: """
                \(type(of: widget))'s provider makes entries of type \(definition.entryType), not \(type(of: entry)): \
                pass \(definition.entryType) values as its entries
                """)
        }
        return rendered
    }

    /// A view drawn in `context`, as a widget's content is, on `date`.
    public static func render(_ view: some View, in context: ProviderContext, date: Date = Date()) -> RenderNode {
        GeometryPass.render(view, in: EnvironmentValues(context, date: date), size: context.displaySize)
    }

    /// Why a widget's entry cannot be drawn.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }
}
