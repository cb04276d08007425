import WidgetWire

/// A view with a modifier applied, as SwiftUI's `ModifiedContent`.
///
/// The content is kept as a function from the environment to its node, so the type parameter stays
/// unconstrained (see ``VStack``).
public struct ModifiedContent<Content>: View {
    public var body: Never { return primitiveBody(Self.self) }

    let content: (EnvironmentValues) -> RenderNode
    /// The modifier, or nil for one with nothing to draw (`contentTransition`, `widgetURL(nil)`).
    let modifier: (EnvironmentValues) -> Modifier?

    init(content: Content, modifier: @escaping (EnvironmentValues) -> Modifier?) where Content: View {
        self.content = { ViewEvaluator.node(for: content, in: $0) }
        self.modifier = modifier
    }

    public static func _makeNode(_ view: Self, in environment: EnvironmentValues) -> RenderNode {
        var node = view.content(environment)
        if let modifier = view.modifier(environment) { node.modifiers.append(modifier) }
        return node
    }
}

/// The edges of a rectangle.
public enum Edge: Sendable, Hashable {
    case top, leading, bottom, trailing

    /// A set of edges, such as `.horizontal` or `[.top, .leading]`.
    public struct Set: OptionSet, Sendable, Hashable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }

        public static let top = Set(rawValue: 1 << 0)
        public static let leading = Set(rawValue: 1 << 1)
        public static let bottom = Set(rawValue: 1 << 2)
        public static let trailing = Set(rawValue: 1 << 3)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

/// Insets for each edge, in points.
public struct EdgeInsets: Sendable, Hashable {
    public var top, leading, bottom, trailing: CGFloat

    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

/// Where a container background goes; widgets use `.widget`.
public struct ContainerBackgroundPlacement: Sendable, Hashable {
    let name: String
    public static let widget = ContainerBackgroundPlacement(name: "widget")
}

extension View {
    func modifier(_ make: @escaping (EnvironmentValues) -> Modifier?) -> ModifiedContent<Self> {
        ModifiedContent(content: self, modifier: make)
    }

    func modifier(_ modifier: Modifier?) -> ModifiedContent<Self> {
        ModifiedContent(content: self) { _ in modifier }
    }

    /// Pads the given edges by a length, or by the system's default of 16 points.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ModifiedContent<Self> {
        let length = Double(length ?? 16)
        return modifier(.padding(EdgeInsetsValue(
            top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
            bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)))
    }

    /// Pads every edge by a length.
    public func padding(_ length: CGFloat) -> ModifiedContent<Self> { padding(.all, length) }

    /// Pads each edge by its own length.
    public func padding(_ insets: EdgeInsets) -> ModifiedContent<Self> {
        modifier(.padding(EdgeInsetsValue(
            top: Double(insets.top), leading: Double(insets.leading),
            bottom: Double(insets.bottom), trailing: Double(insets.trailing))))
    }

    /// The font of the text in this view.
    public func font(_ font: Font?) -> ModifiedContent<Self> {
        modifier(.font(font?.value ?? FontValue(style: "body")))
    }

    /// The color of the text and symbols in this view.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self> {
        modifier(.foregroundStyle(colorValue(style)))
    }

    /// The color of the text and symbols in this view.
    public func foregroundColor(_ color: Color?) -> ModifiedContent<Self> {
        modifier(.foregroundStyle((color ?? .primary).value))
    }

    /// Fills the view's background with a style.
    public func background<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self> {
        modifier(.background(RenderNode(.color(colorValue(style)))))
    }

    /// Draws a view behind this one.
    public func background<Background: View>(
        alignment: Alignment = .center, @ViewBuilder content: () -> Background
    ) -> ModifiedContent<Self> {
        let background = content()
        return modifier { .background(ViewEvaluator.node(for: background, in: $0)) }
    }

    /// A fixed size in one or both axes.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> ModifiedContent<Self> {
        modifier(.frame(FrameValue(width: width.map(Double.init), height: height.map(Double.init), alignment: alignment.name)))
    }

    /// Limits on the view's size; `.infinity` as a maximum fills the space offered.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> ModifiedContent<Self> {
        modifier(.frame(FrameValue(
            minWidth: minWidth.map(Double.init), maxWidth: maxWidth.map(Double.init),
            minHeight: minHeight.map(Double.init), maxHeight: maxHeight.map(Double.init), alignment: alignment.name)))
    }

    /// The widget's background, drawn by the host behind the content margins.
    public func containerBackground<Background: View>(
        for placement: ContainerBackgroundPlacement, alignment: Alignment = .center,
        @ViewBuilder content: () -> Background
    ) -> ModifiedContent<Self> {
        let background = content()
        return modifier { .containerBackground(ViewEvaluator.node(for: background, in: $0)) }
    }

    /// The widget's background as a style, drawn by the host behind the content margins.
    public func containerBackground<S: ShapeStyle>(_ style: S, for placement: ContainerBackgroundPlacement) -> ModifiedContent<Self> {
        modifier(.containerBackground(RenderNode(.color(colorValue(style)))))
    }
}

extension View {
    /// The weight of the text in this view.
    public func fontWeight(_ weight: Font.Weight?) -> ModifiedContent<Self> { modifier(weight.map { .fontWeight($0.name) }) }

    /// Rounds the view's corners.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> ModifiedContent<Self> {
        modifier(.cornerRadius(Double(radius)))
    }

    /// Clips the view to a shape: rounded rectangles, circles and capsules.
    public func clipShape(_ shape: some Shape, style: FillStyle = FillStyle()) -> ModifiedContent<Self> {
        modifier(.cornerRadius(shape.cornerRadius))
    }

    public func opacity(_ opacity: Double) -> ModifiedContent<Self> { modifier(.opacity(opacity)) }

    /// At most this many lines of text; nil for no limit.
    public func lineLimit(_ number: Int?) -> ModifiedContent<Self> { modifier(.lineLimit(number)) }

    public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedContent<Self> {
        modifier(.multilineTextAlignment(alignment.name))
    }

    public func minimumScaleFactor(_ factor: CGFloat) -> ModifiedContent<Self> { modifier(.minimumScaleFactor(Double(factor))) }

    /// The URL opened when the widget is tapped outside any `Link`. The innermost one on the tap's
    /// path wins when there are several.
    public func widgetURL(_ url: URL?) -> ModifiedContent<Self> { modifier(url.map { .widgetURL($0.absoluteString) }) }

    /// Marks content to hide where the widget is shown in a private context.
    public func privacySensitive(_ sensitive: Bool = true) -> ModifiedContent<Self> { modifier(sensitive ? .privacySensitive : nil) }

    /// How the content changes between entries; the host draws entries without animation.
    public func contentTransition(_ transition: ContentTransition) -> ModifiedContent<Self> { modifier(nil) }
}

/// How multiline text lines up.
public struct TextAlignment: Sendable, Hashable {
    let name: String
    public static let leading = TextAlignment(name: "leading")
    public static let center = TextAlignment(name: "center")
    public static let trailing = TextAlignment(name: "trailing")
}

/// How content changes between entries (drawn without animation here).
public struct ContentTransition: Sendable, Hashable {
    public static let identity = ContentTransition()
    public static let opacity = ContentTransition()
    public static let interpolate = ContentTransition()
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition() }
    public static func numericText(value: Double) -> ContentTransition { ContentTransition() }
}

/// A shape views can be clipped to.
public protocol Shape: Sendable {
    /// The corner radius that draws the shape on a rectangle.
    var cornerRadius: Double { get }
}

public struct RoundedRectangle: Shape {
    /// A radius larger than any widget: the corners meet, drawing a circle or a capsule.
    static let fully = 10_000.0
    public let cornerRadius: Double
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { self.cornerRadius = Double(cornerRadius) }
}

public struct Rectangle: Shape {
    public var cornerRadius: Double { 0 }
    public init() {}
}

public struct Circle: Shape {
    public var cornerRadius: Double { RoundedRectangle.fully }
    public init() {}
}

public struct Capsule: Shape {
    public var cornerRadius: Double { RoundedRectangle.fully }
    public init(style: RoundedCornerStyle = .continuous) {}
}

public enum RoundedCornerStyle: Sendable { case circular, continuous }

/// How a shape is filled; accepted for source compatibility.
public struct FillStyle: Sendable {
    public init(eoFill: Bool = false, antialiased: Bool = true) {}
}

extension Shape where Self == RoundedRectangle {
    /// A rounded rectangle: `.rect(cornerRadius: 12)`.
    public static func rect(cornerRadius: CGFloat) -> RoundedRectangle { RoundedRectangle(cornerRadius: cornerRadius) }
}

extension Shape where Self == Rectangle {
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == Circle {
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
    public static var capsule: Capsule { Capsule() }
}

private func colorValue(_ style: some ShapeStyle) -> ColorValue {
    (style as? Color)?.value ?? Color.primary.value
}
