import Foundation
import WidgetWire

// What is done with a shape: filled, stroked, trimmed, turned, inset, erased to `AnyShape`.

extension Shape {
    /// How the shape's outline is made where it is drawn.
    private var outline: @Sendable (EnvironmentValues) -> ShapeNode { { self._outline(in: $0) } }

    /// The shape filled with a style.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView {
        _ShapeView(outline: outline, fill: { content._paint(in: $0) }, evenOdd: style.isEOFilled)
    }

    /// The shape's outline, centered on its edge.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView {
        _ShapeView(outline: outline, stroke: { content._paint(in: $0) }, lineWidth: Double(lineWidth))
    }

    /// The shape's outline, centered on its edge, with the style's caps, joins and dashes.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView {
        _ShapeView(outline: outline, stroke: { content._paint(in: $0) }, lineWidth: Double(style.lineWidth), line: style.line)
    }

    /// The outline in the foreground style.
    public func stroke(lineWidth: CGFloat = 1) -> _ShapeView { stroke(.foreground, lineWidth: lineWidth) }

    /// The outline in the foreground style, with the style's caps, joins and dashes.
    public func stroke(style: StrokeStyle) -> _ShapeView { stroke(.foreground, style: style) }

    /// The outline drawn inside the shape's edge.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView {
        _ShapeView(outline: outline, stroke: { content._paint(in: $0) }, lineWidth: Double(lineWidth), inside: true)
    }

    /// The outline drawn inside the shape's edge, with the style's caps, joins and dashes.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView {
        _ShapeView(outline: outline, stroke: { content._paint(in: $0) }, lineWidth: Double(style.lineWidth), line: style.line, inside: true)
    }

    /// The outline drawn inside the shape's edge, in the foreground style.
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView { strokeBorder(.foreground, lineWidth: lineWidth) }

    /// Part of the outline, from and to fractions of its length (a ring's progress). SwiftUI's
    /// outlines start where their paths do: a circle's at its right-hand point, going clockwise.
    public func trim(from start: CGFloat = 0, to end: CGFloat = 1) -> _TrimmedShape<Self> {
        let from = Double(max(0, min(start, 1)))
        return _TrimmedShape(shape: self, from: from, to: max(from, Double(min(end, 1))))
    }

    /// The shape turned by an angle round a point of its frame (its middle by default).
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }
}

/// A shape that can be drawn smaller, inside its frame, as SwiftUI's: `strokeBorder` and
/// `inset(by:)`.
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    /// The shape inset by `amount` on every side.
    func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
    /// The shape inset by `amount` on every side: its path in its frame made smaller.
    public func inset(by amount: CGFloat) -> _InsetShape<Self> { _InsetShape(shape: self, amount: amount) }
}

/// A shape inset by an amount (`inset(by:)`).
public struct _InsetShape<Content: Shape>: InsettableShape {
    let shape: Content
    let amount: CGFloat

    /// The shape's path in the rectangle made smaller by the amount on every side.
    public func path(in rect: CGRect) -> Path { shape.path(in: rect.insetBy(dx: amount, dy: amount)) }

    /// The shape inset further.
    public func inset(by amount: CGFloat) -> _InsetShape<Content> { _InsetShape(shape: shape, amount: self.amount + amount) }
}

/// A shape with part of its outline (`trim(from:to:)`).
public struct _TrimmedShape<Content: Shape>: Shape {
    let shape: Content
    let from: Double
    let to: Double

    /// The part of the shape's path between the trim's fractions of its length.
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).trimmedPath(from: from, to: to) }

    /// A path is cut here; the SDK's shapes cross with the fraction drawn, which each surface cuts
    /// from the same outline as their `path(in:)`, from where it starts.
    public func _outline(in environment: EnvironmentValues) -> ShapeNode {
        var node = shape._outline(in: environment)
        guard GeometryPass.markerID(node) == nil else { return node }
        if let path = node.path {
            node.path = path.trimmed(from: from, to: to)
        } else {
            let (start, length) = (node.trimFrom, node.trimTo - node.trimFrom)
            (node.trimFrom, node.trimTo) = (start + from * length, start + to * length)
        }
        return node
    }
}

/// A shape turned round a point of its frame (`rotation(_:anchor:)`).
public struct RotatedShape<Content: Shape>: Shape {
    /// The shape turned.
    public var shape: Content
    /// How far it is turned: clockwise on screen for a positive angle.
    public var angle: Angle
    /// The point of its frame it turns round.
    public var anchor: UnitPoint

    /// A shape turned by an angle round a point of its frame.
    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }

    /// The shape's path in the rectangle, turned round the anchor.
    public func path(in rect: CGRect) -> Path {
        let pivot = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
        let turn = CGAffineTransform(translationX: -pivot.x, y: -pivot.y)
            .concatenating(CGAffineTransform(rotationAngle: angle.radians))
            .concatenating(CGAffineTransform(translationX: pivot.x, y: pivot.y))
        return shape.path(in: rect).applying(turn)
    }
}

/// A shape of any type, for returning different shapes from one place.
public struct AnyShape: Shape {
    private let makePath: @Sendable (CGRect) -> Path
    private let outline: @Sendable (EnvironmentValues) -> ShapeNode

    /// Any shape, drawn as it is drawn.
    public init<S: Shape>(_ shape: S) {
        makePath = { shape.path(in: $0) }
        outline = { shape._outline(in: $0) }
    }

    /// The shape's path.
    public func path(in rect: CGRect) -> Path { makePath(rect) }

    /// The shape as it crosses: by name when it is one of the SDK's.
    public func _outline(in environment: EnvironmentValues) -> ShapeNode { outline(environment) }
}

/// A filled or stroked shape.
public struct _ShapeView: View {
    public var body: Never { return primitiveBody(Self.self) }

    let outline: @Sendable (EnvironmentValues) -> ShapeNode
    var fill: (@Sendable (EnvironmentValues) -> ColorValue)?
    var evenOdd = false
    var stroke: (@Sendable (EnvironmentValues) -> ColorValue)?
    var lineWidth = 1.0
    var line: LineStyle?
    var inside = false

    init(
        outline: @escaping @Sendable (EnvironmentValues) -> ShapeNode, fill: (@Sendable (EnvironmentValues) -> ColorValue)? = nil,
        evenOdd: Bool = false, stroke: (@Sendable (EnvironmentValues) -> ColorValue)? = nil, lineWidth: Double = 1, line: LineStyle? = nil,
        inside: Bool = false
    ) {
        self.outline = outline
        self.fill = fill
        self.evenOdd = evenOdd
        self.stroke = stroke
        self.lineWidth = lineWidth
        self.line = line
        self.inside = inside
    }

    /// Strokes the filled shape too (`.fill(.blue).stroke(.white, lineWidth: 2)`).
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView {
        var view = self
        view.stroke = { content._paint(in: $0) }
        view.lineWidth = Double(lineWidth)
        view.line = nil
        return view
    }

    /// Strokes the filled shape too, with the style's caps, joins and dashes.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView {
        var view = self
        view.stroke = { content._paint(in: $0) }
        view.lineWidth = Double(style.lineWidth)
        view.line = style.line
        return view
    }

    /// The shape as it is drawn where it is; a marker (which the layout looks for) stays one.
    func node(in environment: EnvironmentValues) -> ShapeNode {
        var node = outline(environment)
        guard GeometryPass.markerID(node) == nil else { return node }
        node.fill = fill?(environment)
        node.evenOdd = evenOdd
        node.stroke = stroke?(environment)
        node.lineWidth = lineWidth
        node.line = line
        node.strokeInside = inside
        return node
    }

    public static func _makeNode(_ view: Self, in environment: EnvironmentValues) -> RenderNode {
        RenderNode(.shape(view.node(in: environment)))
    }
}

/// How a shape is filled: `eoFill` fills by the even-odd rule (a path of two rings has a hole).
public struct FillStyle: Sendable, Hashable {
    /// Whether the even-odd rule fills the shape (else the nonzero winding rule).
    public var isEOFilled: Bool
    /// Accepted: shapes are always drawn antialiased.
    public var isAntialiased: Bool

    /// A fill style.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// How a shape's outline is drawn: its width, how its ends and corners look, and its dashes.
public struct StrokeStyle: Sendable, Hashable {
    /// The line's width in points.
    public var lineWidth: CGFloat
    /// How the line's ends look.
    public var lineCap: CGLineCap
    /// How the line's corners look.
    public var lineJoin: CGLineJoin
    /// How long a mitered corner may grow, in line widths, before it is beveled.
    public var miterLimit: CGFloat
    /// The lengths of dashes and gaps, in turn; empty for a solid line.
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts.
    public var dashPhase: CGFloat

    /// A stroke style; by default a solid line a point wide, butt ends, mitered corners.
    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10, dash: [CGFloat] = [],
        dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// The style as the render tree carries it.
    var line: LineStyle {
        let cap: LineStyle.Cap = switch lineCap {
        case .butt: .butt
        case .round: .round
        case .square: .square
        }
        let join: LineStyle.Join = switch lineJoin {
        case .miter: .miter
        case .round: .round
        case .bevel: .bevel
        }
        return LineStyle(
            cap: cap, join: join, miterLimit: Double(miterLimit), dash: dash.prefix(LineStyle.mostDashes).map { max(0, Double($0)) },
            dashPhase: Double(dashPhase))
    }
}

/// How the ends of a stroked line look.
public enum CGLineCap: Sendable, Hashable { case butt, round, square }

/// How a stroked line's corners look.
public enum CGLineJoin: Sendable, Hashable { case miter, round, bevel }
