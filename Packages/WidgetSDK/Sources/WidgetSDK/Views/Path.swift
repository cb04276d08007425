import Foundation
import WidgetABI
import WidgetLayout
import WidgetWire

/// An outline of lines and curves, as SwiftUI's `Path`: built in the coordinates of the view that
/// draws it (y grows downwards), filled or stroked as any shape, and a shape itself, drawn where its
/// points are (a `Path` view is never scaled to its frame).
///
/// Arcs and ellipses are kept as cubic Bézier curves, as Core Graphics keeps them.
public struct Path: Shape, Hashable {
    /// The path's elements in points, as they cross to the host.
    var elements: [PathNode.Element] = []

    /// An empty path.
    public init() {}

    /// A path built by a closure: `Path { path in path.move(to: …); path.addLine(to: …) }`.
    public init(_ build: (inout Path) -> Void) {
        build(&self)
    }

    /// A rectangle, from its top-left corner clockwise.
    public init(_ rect: CGRect) { addRect(rect) }

    /// A rectangle with rounded corners (each a quarter circle, for both corner styles).
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A rectangle with rounded corners of a width and height.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// The ellipse that fills a rectangle, from its right-hand point clockwise.
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

    init(node elements: [PathNode.Element]) { self.elements = elements }

    // MARK: Shape

    /// The path itself, wherever it is drawn.
    public func path(in rect: CGRect) -> Path { self }

    /// A path view crosses as it is: its points are the view's own, whatever its frame.
    public func _outline(in environment: EnvironmentValues) -> ShapeNode {
        ShapeNode(kind: .path, path: PathNode(elements: sendable))
    }

    /// The elements that can cross the boundary: those with every coordinate finite, at most
    /// ``RenderLimits/longestPath`` of them (the host would cut the rest).
    var sendable: [PathNode.Element] {
        var kept = elements.filter { element in
            var finite = true
            _ = element.mapPoints { point in
                finite = finite && point.x.isFinite && point.y.isFinite
                return point
            }
            return finite
        }
        if kept.count > RenderLimits.longestPath {
            HostConnection.current?.log(
                Int32(WIDGET_LOG_WARNING), "a path of \(kept.count) elements was cut to its first \(RenderLimits.longestPath)")
            kept.removeLast(kept.count - RenderLimits.longestPath)
        }
        return kept
    }

    // MARK: Reading

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The point the next line or curve starts from; nil before the first move.
    public var currentPoint: CGPoint? {
        var start: PathNode.Point?
        var current: PathNode.Point?
        for element in elements {
            switch element {
            case .move(let point):
                (start, current) = (point, point)
            case .close: current = start
            default: current = element.end
            }
        }
        return current.map { CGPoint(x: $0.x, y: $0.y) }
    }

    /// The smallest rectangle around the path's lines and curves (not their control points); `.null`
    /// for an empty path.
    public var boundingRect: CGRect {
        guard let bounds = PathNode(elements: elements).bounds else { return .null }
        return CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: bounds.height)
    }

    /// Whether a point is inside the path when it is filled.
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        PathNode(elements: elements).contains(PathNode.Point(x: point.x, y: point.y), evenOdd: eoFill)
    }

    /// One element of a path, as it is read with ``forEach(_:)``.
    public enum Element: Sendable, Hashable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    /// Calls `body` with each element, in order.
    public func forEach(_ body: (Element) -> Void) {
        for element in elements {
            switch element {
            case .move(let point): body(.move(to: point.cg))
            case .line(let point): body(.line(to: point.cg))
            case .quad(let point, let control): body(.quadCurve(to: point.cg, control: control.cg))
            case .cubic(let point, let control1, let control2): body(.curve(to: point.cg, control1: control1.cg, control2: control2.cg))
            case .close: body(.closeSubpath)
            }
        }
    }

    // MARK: Changed copies

    /// The path with every point moved by a transform.
    public func applying(_ transform: CGAffineTransform) -> Path {
        guard !transform.isIdentity else { return self }
        return Path(node: elements.map { $0.mapPoints { PathNode.Point(cg: $0.cg.applying(transform)) } })
    }

    /// The path moved.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { applying(CGAffineTransform(translationX: dx, y: dy)) }

    /// The part of the path between two fractions of its length, curves cut where they fall.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        Path(node: PathNode(elements: elements).trimmed(from: Double(from), to: Double(to)).elements)
    }

    // MARK: Building

    /// Starts a new subpath at a point.
    public mutating func move(to point: CGPoint) { elements.append(.move(PathNode.Point(cg: point))) }

    /// A straight line from the current point (or, with none, a start there).
    public mutating func addLine(to point: CGPoint) { elements.append(.line(PathNode.Point(cg: point))) }

    /// Lines through the points: a move to the first, then a line to each of the rest.
    public mutating func addLines(_ lines: [CGPoint]) {
        guard let first = lines.first else { return }
        move(to: first)
        for point in lines.dropFirst() { addLine(to: point) }
    }

    /// A quadratic Bézier curve from the current point.
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
        elements.append(.quad(PathNode.Point(cg: end), control: PathNode.Point(cg: control)))
    }

    /// A cubic Bézier curve from the current point.
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.cubic(PathNode.Point(cg: end), control1: PathNode.Point(cg: control1), control2: PathNode.Point(cg: control2)))
    }

    /// Ends the subpath with a line back to its first point.
    public mutating func closeSubpath() { elements.append(.close) }

    /// An arc of a circle, after a line to its start from the current point (or a move there).
    ///
    /// Angles go from the positive x axis towards the positive y axis, which is downwards. As in
    /// SwiftUI (and Core Graphics, whose y axis points up), `clockwise` names the direction in a
    /// y-up space, so on screen it is the other way round: `clockwise: false` draws the angles
    /// growing, clockwise as you see it, and `clockwise: true` counterclockwise.
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool, transform: CGAffineTransform = .identity
    ) {
        let full = 2 * Double.pi
        var sweep = endAngle.radians - startAngle.radians
        if clockwise {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: full) - full }
            sweep = max(sweep, -full)
        } else {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: full) + full }
            sweep = min(sweep, full)
        }
        addArc(center: center, radius: radius, start: startAngle.radians, sweep: sweep, transform: transform)
    }

    /// An arc of a circle from an angle through `delta` radians more (positive: growing angles,
    /// clockwise on screen), after a line to its start from the current point.
    public mutating func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity
    ) {
        addArc(center: center, radius: radius, start: startAngle.radians, sweep: delta.radians, transform: transform)
    }

    /// An arc of `radius` touching the line from the current point to `tangent1End` and the line
    /// from there to `tangent2End`, after a line to where it starts.
    public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        guard let current = currentPoint?.applying(transform.inverted()) else {
            move(to: tangent1End.applying(transform))
            return
        }
        let (p0, p1, p2) = (current, tangent1End, tangent2End)
        let (v1, v2) = (CGPoint(x: p0.x - p1.x, y: p0.y - p1.y), CGPoint(x: p2.x - p1.x, y: p2.y - p1.y))
        let (l1, l2) = (hypot(v1.x, v1.y), hypot(v2.x, v2.y))
        let cross = v1.x * v2.y - v1.y * v2.x
        guard l1 > 0, l2 > 0, radius > 0, abs(cross) > 1e-9 else {
            addLine(to: p1.applying(transform))
            return
        }
        // The angle between the two lines, and how far from their corner the arc touches each.
        let angle = acos(min(max((v1.x * v2.x + v1.y * v2.y) / (l1 * l2), -1), 1))
        let reach = radius / tan(angle / 2)
        let touch1 = CGPoint(x: p1.x + v1.x / l1 * reach, y: p1.y + v1.y / l1 * reach)
        let touch2 = CGPoint(x: p1.x + v2.x / l2 * reach, y: p1.y + v2.y / l2 * reach)
        // The centre is on the bisector, `radius / sin(angle / 2)` from the corner.
        let bisector = CGPoint(x: v1.x / l1 + v2.x / l2, y: v1.y / l1 + v2.y / l2)
        let length = hypot(bisector.x, bisector.y)
        let distance = radius / sin(angle / 2)
        let center = CGPoint(x: p1.x + bisector.x / length * distance, y: p1.y + bisector.y / length * distance)
        let start = atan2(touch1.y - center.y, touch1.x - center.x)
        var sweep = atan2(touch2.y - center.y, touch2.x - center.x) - start
        // The short way round, on the side the corner turns to.
        if cross > 0 { if sweep > 0 { sweep -= 2 * .pi } } else if sweep < 0 { sweep += 2 * .pi }
        if abs(sweep) > .pi { sweep = sweep > 0 ? sweep - 2 * .pi : sweep + 2 * .pi }
        addArc(center: center, radius: radius, start: start, sweep: sweep, transform: transform)
    }

    /// A rectangle as a closed subpath, from its top-left corner clockwise.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        add(PathNode.rectangle(Rect(rect.standardized)), transform)
    }

    /// Each rectangle as a closed subpath.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// The ellipse that fills a rectangle, as a closed subpath from its right-hand point clockwise
    /// (on screen): where a trim of a `Circle` or `Ellipse` starts in SwiftUI.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        add(PathNode.ellipse(in: Rect(rect.standardized)), transform)
    }

    /// A rectangle with rounded corners as a closed subpath, from the end of its top-left corner
    /// clockwise; each corner a quarter of an ellipse of `cornerSize` (for both corner styles).
    public mutating func addRoundedRect(
        in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous, transform: CGAffineTransform = .identity
    ) {
        add(PathNode.roundedRectangle(Rect(rect.standardized), cornerWidth: cornerSize.width, cornerHeight: cornerSize.height), transform)
    }

    /// Another path's elements, moved by a transform.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        elements += path.applying(transform).elements
    }

    /// Elements the layout's geometry made, moved by a transform.
    private mutating func add(_ made: [PathNode.Element], _ transform: CGAffineTransform) {
        elements += transform.isIdentity ? made : made.map { $0.mapPoints { PathNode.Point(cg: $0.cg.applying(transform)) } }
    }

    /// An arc as cubic curves of at most a quarter turn each, after a line (or, with no current
    /// point, a move) to where it starts.
    private mutating func addArc(center: CGPoint, radius: CGFloat, start: Double, sweep: Double, transform: CGAffineTransform) {
        let first = CGPoint(x: center.x + radius * cos(start), y: center.y + radius * sin(start)).applying(transform)
        if let current = currentPoint {
            if hypot(current.x - first.x, current.y - first.y) > 1e-9 { addLine(to: first) }
        } else {
            move(to: first)
        }
        guard radius > 0 else { return }
        add(PathNode.arc(center: PathNode.Point(cg: center), radii: (Double(radius), Double(radius)), start: start, sweep: sweep), transform)
    }
}

extension PathNode.Point {
    init(cg point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }

    var cg: CGPoint { CGPoint(x: x, y: y) }
}

extension Rect {
    init(_ rect: CGRect) { self.init(x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height)) }
}
