import WidgetWire

/// A view with a modifier applied, as SwiftUI's `ModifiedContent`.
///
/// The content is kept as a function from the environment to its node, so the type parameter stays
/// unconstrained (see ``VStack``).
public struct ModifiedContent<Content>: View {
    public var body: Never { return primitiveBody(Self.self) }

    let content: (EnvironmentValues) -> RenderNode
    let modifier: (EnvironmentValues) -> Modifier

    init(content: Content, modifier: @escaping (EnvironmentValues) -> Modifier) where Content: View {
        self.content = { ViewEvaluator.node(for: content, in: $0) }
        self.modifier = modifier
    }

    public static func _makeNode(_ view: Self, in environment: EnvironmentValues) -> RenderNode {
        var node = view.content(environment)
        node.modifiers.append(view.modifier(environment))
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
    func modifier(_ make: @escaping (EnvironmentValues) -> Modifier) -> ModifiedContent<Self> {
        ModifiedContent(content: self, modifier: make)
    }

    func modifier(_ modifier: Modifier) -> ModifiedContent<Self> {
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

private func colorValue(_ style: some ShapeStyle) -> ColorValue {
    (style as? Color)?.value ?? Color.primary.value
}
