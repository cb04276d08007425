import SwiftUI

/// The path of a line through points by an interpolation method.
enum Curves {
    /// Adds the line through `points` to `path`: a move to the first unless `continuing`.
    static func add(_ points: [CGPoint], to path: inout Path, method: InterpolationMethod, continuing: Bool = false) {
        guard let first = points.first else { return }
        if continuing { path.addLine(to: first) } else { path.move(to: first) }
        guard points.count > 1 else { return }
        switch method.kind {
        case .linear:
            for point in points.dropFirst() { path.addLine(to: point) }
        case .stepStart, .stepEnd, .stepCenter:
            for (previous, point) in zip(points, points.dropFirst()) {
                switch method.kind {
                case .stepStart:
                    path.addLine(to: CGPoint(x: previous.x, y: point.y))
                case .stepEnd:
                    path.addLine(to: CGPoint(x: point.x, y: previous.y))
                default:
                    let middle = (previous.x + point.x) / 2
                    path.addLine(to: CGPoint(x: middle, y: previous.y))
                    path.addLine(to: CGPoint(x: middle, y: point.y))
                }
                path.addLine(to: point)
            }
        case .monotone:
            addMonotone(points, to: &path)
        case .catmullRom:
            addCatmullRom(points, alpha: method.parameter, to: &path)
        case .cardinal:
            addCardinal(points, tension: method.parameter, to: &path)
        }
    }

    /// Fritsch–Carlson monotone cubic: tangents limited so the curve never overshoots.
    static func addMonotone(_ points: [CGPoint], to path: inout Path) {
        let count = points.count
        var slopes = [CGFloat](repeating: 0, count: count - 1)
        for index in 0..<(count - 1) {
            let dx = points[index + 1].x - points[index].x
            slopes[index] = dx == 0 ? 0 : (points[index + 1].y - points[index].y) / dx
        }
        var tangents = [CGFloat](repeating: 0, count: count)
        tangents[0] = slopes[0]
        tangents[count - 1] = slopes[count - 2]
        for index in 1..<(count - 1) {
            let (before, after) = (slopes[index - 1], slopes[index])
            tangents[index] = before * after <= 0 ? 0 : 3 * (before + after) / ((2 * after + before) / after + (after + 2 * before) / before)
        }
        for index in 0..<(count - 1) {
            let (start, end) = (points[index], points[index + 1])
            let third = (end.x - start.x) / 3
            path.addCurve(
                to: end, control1: CGPoint(x: start.x + third, y: start.y + tangents[index] * third),
                control2: CGPoint(x: end.x - third, y: end.y - tangents[index + 1] * third))
        }
    }

    /// A Catmull–Rom spline of parametrization `alpha`, as cubic Béziers.
    static func addCatmullRom(_ points: [CGPoint], alpha: Double, to path: inout Path) {
        func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
            let d = CGFloat(pow(Double((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)), alpha / 2))
            return max(d, 1e-6)
        }
        for index in 0..<(points.count - 1) {
            let p0 = index > 0 ? points[index - 1] : points[index]
            let (p1, p2) = (points[index], points[index + 1])
            let p3 = index + 2 < points.count ? points[index + 2] : p2
            let (d1, d2, d3) = (distance(p0, p1), distance(p1, p2), distance(p2, p3))
            let c1 = CGPoint(
                x: (d1 * d1 * p2.x - d2 * d2 * p0.x + (2 * d1 * d1 + 3 * d1 * d2 + d2 * d2) * p1.x) / (3 * d1 * (d1 + d2)),
                y: (d1 * d1 * p2.y - d2 * d2 * p0.y + (2 * d1 * d1 + 3 * d1 * d2 + d2 * d2) * p1.y) / (3 * d1 * (d1 + d2)))
            let c2 = CGPoint(
                x: (d3 * d3 * p1.x - d2 * d2 * p3.x + (2 * d3 * d3 + 3 * d3 * d2 + d2 * d2) * p2.x) / (3 * d3 * (d3 + d2)),
                y: (d3 * d3 * p1.y - d2 * d2 * p3.y + (2 * d3 * d3 + 3 * d3 * d2 + d2 * d2) * p2.y) / (3 * d3 * (d3 + d2)))
            path.addCurve(to: p2, control1: index == 0 ? p1 : c1, control2: index + 2 < points.count ? c2 : p2)
        }
    }

    /// A cardinal spline of `tension`, as cubic Béziers.
    static func addCardinal(_ points: [CGPoint], tension: Double, to path: inout Path) {
        let k = CGFloat(1 - tension) / 6
        for index in 0..<(points.count - 1) {
            let p0 = index > 0 ? points[index - 1] : points[index]
            let (p1, p2) = (points[index], points[index + 1])
            let p3 = index + 2 < points.count ? points[index + 2] : p2
            path.addCurve(
                to: p2, control1: CGPoint(x: p1.x + k * (p2.x - p0.x), y: p1.y + k * (p2.y - p0.y)),
                control2: CGPoint(x: p2.x - k * (p3.x - p1.x), y: p2.y - k * (p3.y - p1.y)))
        }
    }

    /// The outline of a symbol of `size` points across, centred at `center`.
    static func symbol(_ shape: BasicChartSymbolShape, at center: CGPoint, size: CGFloat) -> Path {
        let r = size / 2
        var path = Path()
        func polygon(_ corners: Int, rotation: Double, radius: CGFloat) {
            for index in 0..<corners {
                let angle = rotation + Double(index) * 2 * .pi / Double(corners)
                let point = CGPoint(x: center.x + radius * CGFloat(cos(angle)), y: center.y + radius * CGFloat(sin(angle)))
                if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
            }
            path.closeSubpath()
        }
        func bars(_ angles: [Double], thickness: CGFloat) {
            for angle in angles {
                let (c, s) = (CGFloat(cos(angle)), CGFloat(sin(angle)))
                let (t, l) = (thickness / 2, r)
                let corners = [(-l, -t), (l, -t), (l, t), (-l, t)].map { dx, dy in
                    CGPoint(x: center.x + dx * c - dy * s, y: center.y + dx * s + dy * c)
                }
                path.move(to: corners[0])
                corners.dropFirst().forEach { path.addLine(to: $0) }
                path.closeSubpath()
            }
        }
        switch shape.kind {
        case .circle: path.addEllipse(in: CGRect(x: center.x - r, y: center.y - r, width: size, height: size))
        case .square: path.addRect(CGRect(x: center.x - r * 0.85, y: center.y - r * 0.85, width: size * 0.85, height: size * 0.85))
        case .triangle: polygon(3, rotation: -.pi / 2, radius: r * 1.1)
        case .diamond: polygon(4, rotation: -.pi / 2, radius: r * 1.05)
        case .pentagon: polygon(5, rotation: -.pi / 2, radius: r)
        case .plus: bars([0, .pi / 2], thickness: size / 3.5)
        case .cross: bars([.pi / 4, 3 * .pi / 4], thickness: size / 3.5)
        case .asterisk: bars([.pi / 2, .pi / 6, 5 * .pi / 6], thickness: size / 4)
        }
        return path
    }
}
