import WidgetWire

// What custom styles (`ButtonStyle`, `ProgressViewStyle`, `GaugeStyle`, `LabelStyle`, `ToggleStyle`)
// share: the parts of a control a style is given, and how the environment keeps a style.

/// A part of a control given to a style's `makeBody(configuration:)` (its label, its title …): a
/// view drawn where the style puts it, in the environment it has there.
public struct _StyleContent: View {
    public var body: Never { return primitiveBody(Self.self) }

    let make: (EnvironmentValues) -> RenderNode

    init(_ make: @escaping (EnvironmentValues) -> RenderNode) { self.make = make }

    public static func _makeNode(_ view: Self, in environment: EnvironmentValues) -> RenderNode { view.make(environment) }
}

/// A custom style as the environment keeps it: the node of the body it makes for a configuration.
///
/// Unchecked: a style is a plugin's value, only used where its views are evaluated, one render at a
/// time on the bundle's queue.
struct CustomStyle<Configuration>: @unchecked Sendable {
    let body: (Configuration, EnvironmentValues) -> RenderNode

    init<Style, Body: View>(_ style: Style, makeBody: @escaping (Style, Configuration) -> Body) {
        body = { configuration, environment in ViewEvaluator.node(for: makeBody(style, configuration), in: environment) }
    }
}

/// A style the runtime draws its own way (`.circular`, `.bordered`, `.titleOnly` …): setting one puts
/// aside the custom style of its control set further out, as the innermost style is SwiftUI's.
protocol SystemStyle {
    /// How the runtime draws it: `linear`, `circular`, `titleOnly` ….
    var systemName: String { get }
}
