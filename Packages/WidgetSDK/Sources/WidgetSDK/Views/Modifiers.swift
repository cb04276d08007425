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

    /// The style of the text, symbols and shapes in this view.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self> {
        modifier { .foregroundStyle(style._paint(in: $0)) }
    }

    /// The styles of a symbol's layers, a palette (text and shapes take the primary).
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> _EnvironmentModified<ModifiedContent<Self>> {
        _EnvironmentModified(content: foregroundStyle(primary)) { $0.symbolPalette = [secondary._paint(in: $0)] }
    }

    /// The styles of a symbol's three layers, a palette (text and shapes take the primary).
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
        _ primary: S1, _ secondary: S2, _ tertiary: S3
    ) -> _EnvironmentModified<ModifiedContent<Self>> {
        _EnvironmentModified(content: foregroundStyle(primary)) { $0.symbolPalette = [secondary._paint(in: $0), tertiary._paint(in: $0)] }
    }

    /// The color of the text and symbols in this view.
    public func foregroundColor(_ color: Color?) -> ModifiedContent<Self> {
        modifier(.foregroundStyle((color ?? .primary).value))
    }

    /// Fills the view's background with a style.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedContent<Self> {
        modifier { .background(RenderNode(.color(style._paint(in: $0))), alignment: "center") }
    }

    /// Fills the view's background with the widget's background color.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedContent<Self> {
        modifier(.background(RenderNode(.color(.named("background", opacity: 1))), alignment: "center"))
    }

    /// Fills a shape behind the view with a style (`.background(.blue, in: .rect(cornerRadius: 8))`).
    public func background<S: ShapeStyle, Outline: Shape>(_ style: S, in shape: Outline) -> ModifiedContent<Self> {
        modifier { .background(RenderNode(.shape(shape.fill(style).node(in: $0))), alignment: "center") }
    }

    /// Draws a view behind this one, sized by this one and placed by the alignment.
    public func background<Background: View>(
        alignment: Alignment = .center, @ViewBuilder content: () -> Background
    ) -> ModifiedContent<Self> {
        let background = content()
        return modifier { .background(ViewEvaluator.node(for: background, in: $0), alignment: alignment.name) }
    }

    /// Draws a view behind this one (the older form, `.background(Circle(), alignment: .top)`).
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> ModifiedContent<Self> {
        modifier { .background(ViewEvaluator.node(for: background, in: $0), alignment: alignment.name) }
    }

    /// Draws a view in front of this one, sized by this one and placed by the alignment.
    public func overlay<Overlay: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Overlay) -> ModifiedContent<Self> {
        let overlay = content()
        return modifier { .overlay(ViewEvaluator.node(for: overlay, in: $0), alignment: alignment.name) }
    }

    /// Draws a view in front of this one (the older form, `.overlay(Text("1"), alignment: .topTrailing)`).
    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> ModifiedContent<Self> {
        modifier { .overlay(ViewEvaluator.node(for: overlay, in: $0), alignment: alignment.name) }
    }

    /// Fills a shape in front of the view with a style.
    public func overlay<S: ShapeStyle, Outline: Shape>(_ style: S, in shape: Outline) -> ModifiedContent<Self> {
        modifier { .overlay(RenderNode(.shape(shape.fill(style).node(in: $0))), alignment: "center") }
    }

    /// Covers the view with a style: `.overlay(.white.opacity(0.2))`.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedContent<Self> {
        overlay(style, in: Rectangle())
    }

    /// A border inside the view's edges: a rectangle's outline of `width` points, drawn in front of it.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> ModifiedContent<Self> {
        modifier { .overlay(ViewEvaluator.node(for: Rectangle().strokeBorder(content, lineWidth: width), in: $0), alignment: "center") }
    }

    /// A shadow behind the view (drawn on the page; a terminal has none).
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self> {
        modifier(.shadow(color.value, radius: Double(radius), x: Double(x), y: Double(y)))
    }

    /// The color `.tint` styles, and the accent of controls, take in this view.
    public func tint(_ tint: Color?) -> _EnvironmentModified<Self> {
        _EnvironmentModified(content: self) { $0.tint = tint?.value }
    }

    /// The tint as any style: a gradient runs along a gauge's arc or bar; what takes one color
    /// takes its first.
    public func tint<S: ShapeStyle>(_ tint: S?) -> _EnvironmentModified<Self> {
        _EnvironmentModified(content: self) { environment in environment.tint = tint.map { $0._paint(in: environment) } }
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

    /// The widget's background, drawn by the host behind the content margins; removed in the
    /// accented and vibrant rendering modes, as WidgetKit removes it.
    public func containerBackground<Background: View>(
        for placement: ContainerBackgroundPlacement, alignment: Alignment = .center,
        @ViewBuilder content: () -> Background
    ) -> ModifiedContent<Self> {
        let background = content()
        return modifier { $0.widgetRenderingMode == .fullColor ? .containerBackground(ViewEvaluator.node(for: background, in: $0)) : nil }
    }

    /// The widget's background as a style, drawn by the host behind the content margins; removed
    /// in the accented and vibrant rendering modes, as WidgetKit removes it.
    public func containerBackground<S: ShapeStyle>(_ style: S, for placement: ContainerBackgroundPlacement) -> ModifiedContent<Self> {
        modifier { $0.widgetRenderingMode == .fullColor ? .containerBackground(RenderNode(.color(style._paint(in: $0)))) : nil }
    }
}

extension View {
    /// The weight of the text in this view.
    public func fontWeight(_ weight: Font.Weight?) -> ModifiedContent<Self> { modifier(weight.map { .fontWeight($0.name) }) }

    /// The design of the text in this view: `.serif`, `.rounded` (drawn in the default design),
    /// `.monospaced`.
    public func fontDesign(_ design: Font.Design?) -> ModifiedContent<Self> { modifier(design.map { .fontDesign($0.name) }) }

    /// The width of the text in this view; drawn at the standard width.
    public func fontWidth(_ width: Font.Width?) -> ModifiedContent<Self> { modifier(nil) }

    /// Rounds the view's corners.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> ModifiedContent<Self> {
        modifier(.cornerRadius(Double(radius)))
    }

    /// Draws nothing of the view outside a shape in its frame.
    public func clipShape(_ shape: some Shape, style: FillStyle = FillStyle()) -> ModifiedContent<Self> {
        modifier { environment in
            let outline = shape._outline(in: environment)
            // A marker stays one: the layout finds the frame of the view it clips.
            guard GeometryPass.markerID(outline) == nil else { return .clipShape(outline) }
            return .clipShape(ShapeNode(kind: outline.kind, cornerRadius: outline.cornerRadius, path: outline.path, evenOdd: style.isEOFilled))
        }
    }

    public func opacity(_ opacity: Double) -> ModifiedContent<Self> { modifier(.opacity(opacity)) }

    /// Hides the view and keeps its room in the layout.
    public func hidden() -> ModifiedContent<Self> { opacity(0) }

    /// A stack offers space to views of higher priority first (0 by default).
    public func layoutPriority(_ value: Double) -> ModifiedContent<Self> { modifier(.layoutPriority(value)) }

    /// The view takes its ideal size, whatever it is offered.
    public func fixedSize() -> ModifiedContent<Self> { fixedSize(horizontal: true, vertical: true) }

    /// The view takes its ideal size on the axes named.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> ModifiedContent<Self> {
        modifier(.fixedSize(horizontal: horizontal, vertical: vertical))
    }

    /// Draws the view moved, leaving its place in the layout where it was.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self> { modifier(.offset(x: Double(x), y: Double(y))) }

    public func offset(_ offset: CGSize) -> ModifiedContent<Self> { self.offset(x: offset.width, y: offset.height) }

    /// Draws the view turned by an angle (clockwise on screen when positive) round a point of its
    /// frame, its middle by default; its frame in the layout stays as it was.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> ModifiedContent<Self> {
        // In degrees to a billionth, so that `.degrees(30)` crosses as 30 (not 29.999999999999996).
        modifier(.rotationEffect(degrees: (angle.degrees * 1e9).rounded() / 1e9, anchor: anchor.value))
    }

    /// Draws the view scaled by a factor round a point of its frame, its middle by default; its
    /// frame in the layout stays as it was.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> ModifiedContent<Self> {
        scaleEffect(x: s, y: s, anchor: anchor)
    }

    /// Draws the view scaled by a factor across and another down (a negative one mirrors it) round
    /// a point of its frame; its frame in the layout stays as it was.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ModifiedContent<Self> {
        modifier(.scaleEffect(x: Double(x), y: Double(y), anchor: anchor.value))
    }

    /// Draws the view scaled by a size's width across and its height down round a point of its frame.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> ModifiedContent<Self> {
        scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
    }

    /// Draws nothing of the view outside its frame.
    public func clipped(antialiased: Bool = false) -> ModifiedContent<Self> { modifier(.clipped) }

    /// Where text too long for its lines is cut.
    public func truncationMode(_ mode: Text.TruncationMode) -> ModifiedContent<Self> { modifier(.truncationMode(mode.name)) }

    /// At most this many lines of text; nil for no limit.
    public func lineLimit(_ number: Int?) -> ModifiedContent<Self> { modifier(.lineLimit(number)) }

    /// At most `limit` lines of text; with `reservesSpace`, as tall as `limit` lines however few it fills.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> ModifiedContent<ModifiedContent<Self>> {
        modifier(.lineLimit(limit)).modifier(.reservedLines(reservesSpace ? limit : 0))
    }

    /// At least the range's lower bound of lines tall (blank lines reserved), at most its upper bound.
    public func lineLimit(_ limit: ClosedRange<Int>) -> ModifiedContent<ModifiedContent<Self>> {
        modifier(.lineLimit(limit.upperBound)).modifier(.reservedLines(limit.lowerBound))
    }

    /// At least the range's lower bound of lines tall (blank lines reserved), with no upper limit.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> ModifiedContent<ModifiedContent<Self>> {
        modifier(.lineLimit(nil)).modifier(.reservedLines(limit.lowerBound))
    }

    /// At most the range's upper bound of lines.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> ModifiedContent<Self> { modifier(.lineLimit(limit.upperBound)) }

    /// Lets a text squeeze its letters a little before it is truncated.
    public func allowsTightening(_ flag: Bool) -> ModifiedContent<Self> { modifier(.allowsTightening(flag)) }

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


/// A view drawn in a changed environment (`.tint(_:)`, `.environment(_:_:)`).
public struct _EnvironmentModified<Content: View>: View {
    public var body: Never { return primitiveBody(Self.self) }

    let content: Content
    let change: @Sendable (inout EnvironmentValues) -> Void

    init(content: Content, change: @escaping @Sendable (inout EnvironmentValues) -> Void) {
        self.content = content
        self.change = change
    }

    public static func _makeNode(_ view: Self, in environment: EnvironmentValues) -> RenderNode {
        var changed = environment
        view.change(&changed)
        return EnvironmentValues.$current.withValue(changed) { ViewEvaluator.node(for: view.content, in: changed) }
    }
}
