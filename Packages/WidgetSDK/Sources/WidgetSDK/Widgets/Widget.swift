import WidgetWire

/// A widget: a kind and the configuration that makes its content, as in WidgetKit.
public protocol Widget {
    associatedtype Body: WidgetConfiguration
    init()
    @WidgetConfigurationBuilder var body: Body { get }
}

/// The widgets a library offers. Mark it `@main`; that is all the export glue an author writes.
///
/// ```swift
/// @main
/// struct MyWidgets: WidgetBundle {
///     var body: some Widget {
///         CounterWidget()
///         ClockWidget()
///     }
/// }
/// ```
public protocol WidgetBundle {
    associatedtype Body: Widget
    init()
    @WidgetBundleBuilder var body: Body { get }
}

extension WidgetBundle {
    /// Registers the bundle with the SDK so the host can find it. `@main` calls it when the host loads the library.
    public static func main() {
        BundleRegistry.register { flatten(Self().body) }
    }
}

extension Widget {
    /// Registers a one-widget bundle, for a `@main` widget without a `WidgetBundle`.
    public static func main() {
        BundleRegistry.register { flatten(Self()) }
    }
}

/// Several widgets, as a `WidgetBundle`'s body lists them.
public struct WidgetList: Widget {
    let widgets: [any Widget]

    public init() { widgets = [] }
    init(_ widgets: [any Widget]) { self.widgets = widgets }

    public var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }
}

func flatten(_ widget: any Widget) -> [any Widget] {
    if let list = widget as? WidgetList { return list.widgets.flatMap(flatten) }
    return [widget]
}

/// Builds a `WidgetBundle`'s body from the widgets it lists.
@resultBuilder
public enum WidgetBundleBuilder {
    public static func buildExpression(_ widget: some Widget) -> [any Widget] { [widget] }
    public static func buildBlock(_ parts: [any Widget]...) -> [any Widget] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [any Widget]?) -> [any Widget] { part ?? [] }
    public static func buildEither(first part: [any Widget]) -> [any Widget] { part }
    public static func buildEither(second part: [any Widget]) -> [any Widget] { part }
    public static func buildLimitedAvailability(_ part: [any Widget]) -> [any Widget] { part }
    public static func buildFinalResult(_ parts: [any Widget]) -> WidgetList { WidgetList(parts) }
}
