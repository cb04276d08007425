// SwiftUI's transitions and graphic effects that widget code uses. A widget here changes from one
// entry to the next without animating, and the surfaces draw no filters, so these are accepted and
// draw the view unchanged; what is noted below is drawn.

/// How a view comes and goes when the widget's entry changes. Accepted: entries change at once here.
public struct AnyTransition: Sendable {
    private init() {}

    public static let identity = AnyTransition(), opacity = AnyTransition(), scale = AnyTransition(), slide = AnyTransition()

    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition() }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { AnyTransition() }

    public func combined(with other: AnyTransition) -> AnyTransition { self }
}

extension View {
    /// Accepted: a widget's views change with its entry, without a transition.
    public func transition(_ transition: AnyTransition) -> ModifiedContent<Self> { modifier(nil) }

    /// Accepted: the view is drawn sharp.
    public func blur(radius: CGFloat, opaque: Bool = false) -> ModifiedContent<Self> { modifier(nil) }

    /// Accepted: the view is drawn in its own colors.
    public func luminanceToAlpha() -> ModifiedContent<Self> { modifier(nil) }
}

/// How an image is drawn in a widget's accented rendering mode. The widget is drawn in full color
/// here, so images keep their colors whatever the mode.
public struct WidgetAccentedRenderingMode: Sendable, Hashable {
    let name: String
    public static let accented = WidgetAccentedRenderingMode(name: "accented")
    public static let desaturated = WidgetAccentedRenderingMode(name: "desaturated")
    public static let accentedDesaturated = WidgetAccentedRenderingMode(name: "accentedDesaturated")
    public static let fullColor = WidgetAccentedRenderingMode(name: "fullColor")
}

extension Image {
    /// Accepted: widgets are drawn in full color here, where every image keeps its colors.
    public func widgetAccentedRenderingMode(_ renderingMode: WidgetAccentedRenderingMode?) -> Image { self }
}
