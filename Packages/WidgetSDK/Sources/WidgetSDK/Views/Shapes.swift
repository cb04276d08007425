import WidgetWire

/// A shape: a view that fills the space offered with its outline, filled with the foreground style
/// unless `fill` or `stroke` says otherwise; also what `clipShape` and `background(_:in:)` take.
public protocol Shape: View, Sendable {
    /// The outline as the render tree has it. The SDK's shapes implement it; not for authors.
    var _outline: ShapeNode { get }
}

extension Shape {
    public var body: Never { return primitiveBody(Self.self) }

    public static func _makeNode(_ view: Self, in environment: EnvironmentValues) -> RenderNode { RenderNode(.shape(view._outline)) }

    /// The shape filled with a style.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView {
        _ShapeView(outline: _outline, fill: { content._paint(in: $0) })
    }

    /// The shape's outline, centered on its edge.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView {
        _ShapeView(outline: _outline, stroke: { content._paint(in: $0) }, lineWidth: Double(lineWidth), inside: false)
    }

    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView {
        stroke(content, lineWidth: style.lineWidth)
    }

    /// The outline in the foreground style.
    public func stroke(lineWidth: CGFloat = 1) -> _ShapeView { stroke(.foreground, lineWidth: lineWidth) }

    public func stroke(style: StrokeStyle) -> _ShapeView { stroke(.foreground, lineWidth: style.lineWidth) }

    /// The outline drawn inside the shape's edge.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1) -> _ShapeView {
        _ShapeView(outline: _outline, stroke: { content._paint(in: $0) }, lineWidth: Double(lineWidth), inside: true)
    }

    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle) -> _ShapeView {
        strokeBorder(content, lineWidth: style.lineWidth)
    }

    /// Part of the outline, from and to fractions of its length (a ring's progress).
    public func trim(from start: CGFloat = 0, to end: CGFloat = 1) -> _TrimmedShape {
        var outline = _outline
        outline.trimFrom = Double(max(0, min(start, 1)))
        outline.trimTo = Double(max(outline.trimFrom, min(end, 1)))
        return _TrimmedShape(_outline: outline)
    }
}

/// A rectangle.
public struct Rectangle: Shape {
    public init() {}
    public var _outline: ShapeNode { ShapeNode(kind: .rectangle) }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: Shape {
    public let cornerRadius: CGFloat
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { self.cornerRadius = cornerRadius }
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { cornerRadius = cornerSize.width }
    public var _outline: ShapeNode { ShapeNode(kind: .roundedRectangle, cornerRadius: Double(cornerRadius)) }
}

/// A circle as large as fits the space.
public struct Circle: Shape {
    public init() {}
    public var _outline: ShapeNode { ShapeNode(kind: .circle) }
}

/// An ellipse filling the space.
public struct Ellipse: Shape {
    public init() {}
    public var _outline: ShapeNode { ShapeNode(kind: .ellipse) }
}

/// A rectangle with fully rounded ends.
public struct Capsule: Shape {
    public init(style: RoundedCornerStyle = .continuous) {}
    public var _outline: ShapeNode { ShapeNode(kind: .capsule) }
}

/// The shape of the widget's container (its corner radius), inset to where the view is.
public struct ContainerRelativeShape: Shape {
    public init() {}
    public var _outline: ShapeNode { ShapeNode(kind: .containerRelative) }
}

/// A shape with part of its outline (`trim(from:to:)`).
public struct _TrimmedShape: Shape {
    public let _outline: ShapeNode
}

/// A filled or stroked shape.
public struct _ShapeView: View {
    public var body: Never { return primitiveBody(Self.self) }

    let outline: ShapeNode
    var fill: (@Sendable (EnvironmentValues) -> ColorValue)?
    var stroke: (@Sendable (EnvironmentValues) -> ColorValue)?
    var lineWidth = 1.0
    var inside = false

    init(
        outline: ShapeNode, fill: (@Sendable (EnvironmentValues) -> ColorValue)? = nil,
        stroke: (@Sendable (EnvironmentValues) -> ColorValue)? = nil, lineWidth: Double = 1, inside: Bool = false
    ) {
        self.outline = outline
        self.fill = fill
        self.stroke = stroke
        self.lineWidth = lineWidth
        self.inside = inside
    }

    /// Strokes the filled shape too (`.fill(.blue).stroke(.white, lineWidth: 2)`).
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView {
        var view = self
        view.stroke = { content._paint(in: $0) }
        view.lineWidth = Double(lineWidth)
        return view
    }

    func node(in environment: EnvironmentValues) -> ShapeNode {
        var node = outline
        node.fill = fill?(environment)
        node.stroke = stroke?(environment)
        node.lineWidth = lineWidth
        node.strokeInside = inside
        return node
    }

    public static func _makeNode(_ view: Self, in environment: EnvironmentValues) -> RenderNode {
        RenderNode(.shape(view.node(in: environment)))
    }
}

public enum RoundedCornerStyle: Sendable { case circular, continuous }

/// How a shape is filled; accepted for source compatibility.
public struct FillStyle: Sendable {
    public init(eoFill: Bool = false, antialiased: Bool = true) {}
}

/// How a shape's outline is drawn: its width (caps, joins and dashes are accepted and not drawn).
public struct StrokeStyle: Sendable, Hashable {
    public var lineWidth: CGFloat

    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
    }
}

public enum CGLineCap: Sendable, Hashable { case butt, round, square }
public enum CGLineJoin: Sendable, Hashable { case miter, round, bevel }

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

extension Shape where Self == Ellipse {
    public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == ContainerRelativeShape {
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
