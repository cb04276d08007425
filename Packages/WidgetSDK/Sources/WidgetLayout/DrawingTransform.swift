import Foundation
import WidgetWire

/// An affine transform of a widget's points, `x′ = a·x + c·y + tx` and `y′ = b·x + d·y + ty`: what a
/// view's rotation and scale effects do to its drawing (never to its frame), one definition every
/// surface that transforms points draws with.
public struct DrawingTransform: Sendable, Hashable {
    /// The coefficients, as Core Graphics names them.
    public var a, b, c, d, tx, ty: Double

    /// The transform of these coefficients.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// Points left where they are.
    public static let identity = DrawingTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A modifier's effect on the drawing of a view laid out in `frame`: turned (clockwise on screen
    /// for a positive angle) or scaled round its anchor; nil for a modifier that moves nothing.
    public init?(_ modifier: Modifier, in frame: Rect) {
        let anchor: UnitPointValue
        switch modifier {
        case .rotationEffect(let degrees, let pivot):
            let radians = degrees * .pi / 180
            (a, b, c, d) = (cos(radians), sin(radians), -sin(radians), cos(radians))
            anchor = pivot
        case .scaleEffect(let x, let y, let pivot):
            (a, b, c, d) = (x, 0, 0, y)
            anchor = pivot
        default: return nil
        }
        // The anchor stays where it is.
        let (px, py) = (frame.minX + anchor.x * frame.width, frame.minY + anchor.y * frame.height)
        (tx, ty) = (px - a * px - c * py, py - b * px - d * py)
    }

    /// This transform, then `outer`.
    public func then(_ outer: DrawingTransform) -> DrawingTransform {
        DrawingTransform(
            a: outer.a * a + outer.c * b, b: outer.b * a + outer.d * b, c: outer.a * c + outer.c * d, d: outer.b * c + outer.d * d,
            tx: outer.a * tx + outer.c * ty + outer.tx, ty: outer.b * tx + outer.d * ty + outer.ty)
    }

    /// Where a point is drawn.
    public func apply(_ point: PathNode.Point) -> PathNode.Point {
        PathNode.Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// Whether it flattens everything onto a line or a point (a scale of 0): nothing it draws shows.
    public var isDegenerate: Bool { abs(a * d - b * c) < 1e-12 }
}
