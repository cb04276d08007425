import Foundation
import WidgetWire

// The outlines of the SDK's shapes as SwiftUI's paths run them: where each starts and which way it
// goes, which is where a trim of it starts. The SDK's `Path` builds its rectangles, ellipses and
// rounded rectangles here too, so a shape's `path(in:)` and the outline a surface trims are one.

extension PathNode {
    /// A rectangle as a closed subpath from its top-left corner clockwise (on screen), as `Path(rect)`.
    public static func rectangle(_ rect: Rect) -> [Element] {
        [
            .move(Point(x: rect.minX, y: rect.minY)), .line(Point(x: rect.maxX, y: rect.minY)),
            .line(Point(x: rect.maxX, y: rect.maxY)), .line(Point(x: rect.minX, y: rect.maxY)), .close,
        ]
    }

    /// The ellipse that fills a rectangle, as a closed subpath of four quarter curves from its
    /// right-hand point clockwise (on screen), as `Path(ellipseIn:)`: where a trim of a `Circle` or an
    /// `Ellipse` starts.
    public static func ellipse(in rect: Rect) -> [Element] {
        let center = Point(x: rect.minX + rect.width / 2, y: rect.minY + rect.height / 2)
        let (rx, ry) = (rect.width / 2, rect.height / 2)
        return [.move(Point(x: center.x + rx, y: center.y))]
            + arc(center: center, radii: (rx, ry), start: 0, sweep: 2 * .pi) + [.close]
    }

    /// A rectangle whose corners are quarter ellipses `cornerWidth` wide and `cornerHeight` tall (each
    /// at most half the side), as a closed subpath from the end of its top-left corner clockwise (on
    /// screen), as `Path(roundedRect:cornerSize:)`; a plain rectangle when either is 0.
    public static func roundedRectangle(_ rect: Rect, cornerWidth: Double, cornerHeight: Double) -> [Element] {
        let rx = min(max(cornerWidth, 0), rect.width / 2)
        let ry = min(max(cornerHeight, 0), rect.height / 2)
        guard rx > 0, ry > 0 else { return rectangle(rect) }
        func corner(_ x: Double, _ y: Double, from angle: Double) -> [Element] {
            arc(center: Point(x: x, y: y), radii: (rx, ry), start: angle, sweep: .pi / 2)
        }
        return [.move(Point(x: rect.minX + rx, y: rect.minY)), .line(Point(x: rect.maxX - rx, y: rect.minY))]
            + corner(rect.maxX - rx, rect.minY + ry, from: -.pi / 2) + [.line(Point(x: rect.maxX, y: rect.maxY - ry))]
            + corner(rect.maxX - rx, rect.maxY - ry, from: 0) + [.line(Point(x: rect.minX + rx, y: rect.maxY))]
            + corner(rect.minX + rx, rect.maxY - ry, from: .pi / 2) + [.line(Point(x: rect.minX, y: rect.minY + ry))]
            + corner(rect.minX + rx, rect.minY + ry, from: .pi) + [.close]
    }

    /// An arc of an ellipse round `center` from the angle `start` through `sweep` radians (growing
    /// angles turn clockwise on screen), as cubic curves of at most a quarter turn each; it starts
    /// where the current point is expected to be.
    public static func arc(center: Point, radii: (x: Double, y: Double), start: Double, sweep: Double) -> [Element] {
        guard sweep != 0, radii.x != 0 || radii.y != 0 else { return [] }
        let count = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(count)
        // The handles of a cubic that follows `step` radians of a circle.
        let handle = 4.0 / 3.0 * tan(step / 4)
        func place(_ x: Double, _ y: Double) -> Point { Point(x: center.x + radii.x * x, y: center.y + radii.y * y) }
        return (0..<count).map { index in
            let (from, to) = (start + step * Double(index), start + step * Double(index + 1))
            let (a, b) = ((cos(from), sin(from)), (cos(to), sin(to)))
            return .cubic(
                place(b.0, b.1), control1: place(a.0 - handle * a.1, a.1 + handle * a.0), control2: place(b.0 + handle * b.1, b.1 - handle * b.0))
        }
    }
}

extension ShapeNode {
    /// The outline a surface fills, strokes and trims for this shape in a frame: a path placed in
    /// it, or one of the SDK's shapes as SwiftUI's path runs (a circle as large as fits, in the
    /// frame's middle), made smaller by half its line when it is stroked inside its edge.
    /// `containerCorners` is the radius of a `ContainerRelativeShape`'s corners.
    public func outline(in frame: Rect, containerCorners: Double) -> PathNode {
        if kind == .path { return (path ?? PathNode(elements: [])).placed(in: frame) }
        let inset = strokeInside && stroke != nil ? lineWidth / 2 : 0
        let area = Rect(
            x: frame.minX + inset, y: frame.minY + inset, width: max(0, frame.width - 2 * inset), height: max(0, frame.height - 2 * inset))
        let shortest = min(area.width, area.height)
        let elements: [PathNode.Element] = switch kind {
        case .rectangle, .path: PathNode.rectangle(area)
        case .roundedRectangle: PathNode.roundedRectangle(area, cornerWidth: cornerRadius, cornerHeight: cornerRadius)
        case .containerRelative: PathNode.roundedRectangle(area, cornerWidth: containerCorners, cornerHeight: containerCorners)
        case .capsule: PathNode.roundedRectangle(area, cornerWidth: shortest / 2, cornerHeight: shortest / 2)
        case .ellipse: PathNode.ellipse(in: area)
        case .circle:
            PathNode.ellipse(in: Rect(
                x: area.minX + (area.width - shortest) / 2, y: area.minY + (area.height - shortest) / 2, width: shortest, height: shortest))
        }
        return PathNode(elements: elements)
    }

    /// The part of the outline drawn: ``outline(in:containerCorners:)`` cut to the trim.
    public func trimmedOutline(in frame: Rect, containerCorners: Double) -> PathNode {
        outline(in: frame, containerCorners: containerCorners).trimmed(from: trimFrom, to: trimTo)
    }
}

extension ShapeNode {
    /// The corner radius of a `ContainerRelativeShape` in `frame`: the widget's corners
    /// (`widgetCorners`, in a widget standing in `widget`) inset by how far the frame stands in from
    /// the widget's nearest edge, concentric with them, as SwiftUI insets the container's shape (one
    /// filling the widget has its corners; one 16 points in, 16 points less; one far inside, none).
    public static func containerCorners(_ widgetCorners: Double, in widget: Rect, for frame: Rect) -> Double {
        let inset = min(frame.minX - widget.minX, frame.minY - widget.minY, widget.maxX - frame.maxX, widget.maxY - frame.maxY)
        return max(0, widgetCorners - max(0, inset))
    }
}
