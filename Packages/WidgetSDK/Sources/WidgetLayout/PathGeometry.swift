import WidgetWire

/// The geometry of a path that every surface draws alike, and the SDK's `Path` computes with: where
/// it is in a frame, its length, a part of it (`trim`), lines close to its curves, and its bounds.
extension PathNode {
    /// The path in a frame: scaled from the size it was made for to the frame's (as it is when it has
    /// none), then moved to the frame's corner. The result has no size: its points are the widget's.
    public func placed(in frame: Rect) -> PathNode {
        let scaleX = size.map { $0.width > 0 ? frame.width / $0.width : 1 } ?? 1
        let scaleY = size.map { $0.height > 0 ? frame.height / $0.height : 1 } ?? 1
        guard scaleX != 1 || scaleY != 1 || frame.minX != 0 || frame.minY != 0 else { return PathNode(elements: elements) }
        return PathNode(elements: elements.map { element in
            element.mapPoints { Point(x: frame.minX + $0.x * scaleX, y: frame.minY + $0.y * scaleY) }
        })
    }

    /// The length of every line and curve, closing lines included (moves add nothing).
    public var length: Double { pieces.reduce(0) { $0 + $1.length } }

    /// The part of the path from `from` to `to`, fractions of its length, as SwiftUI's
    /// `trimmedPath(from:to:)`: curves are cut where that length falls, and subpaths stay apart.
    public func trimmed(from: Double, to: Double) -> PathNode {
        if from <= 0 && to >= 1 { return self }
        let pieces = pieces
        let total = pieces.reduce(0) { $0 + $1.length }
        guard to > from, total > 0 else { return PathNode(elements: [], size: size) }
        let (start, end) = (max(0, from) * total, min(1, to) * total)
        // Less than this of a piece is a rounding error, not a part to draw.
        let slack = total * 1e-9
        var elements: [Element] = []
        var position = 0.0
        var intact = false
        for piece in pieces {
            let (low, high) = (position, position + piece.length)
            position = high
            if piece.length == 0 {
                // A closing line of no length still closes a subpath drawn whole.
                if piece.isClose, intact, !elements.isEmpty, low >= start, low <= end { elements.append(.close) }
                continue
            }
            guard high > start + slack, low < end - slack else { continue }
            let t0 = low >= start - slack ? 0 : piece.parameter(at: start - low)
            let t1 = high <= end + slack ? 1 : piece.parameter(at: end - low)
            let part = piece.segment.part(from: t0, to: t1)
            if elements.isEmpty || piece.startsSubpath {
                elements.append(.move(part.start))
                intact = t0 == 0 && piece.startsSubpath
            }
            elements.append(piece.isClose && intact && t1 == 1 ? .close : part.element)
        }
        return PathNode(elements: elements, size: size)
    }

    /// The path as straight lines: each subpath a list of points at most `step` points apart along
    /// its curves, and whether it is closed.
    public func flattened(step: Double = 2) -> [(points: [Point], closed: Bool)] {
        var lines: [(points: [Point], closed: Bool)] = []
        for piece in pieces {
            if piece.startsSubpath || lines.isEmpty { lines.append(([piece.segment.start], false)) }
            let count = piece.segment.isLine ? 1 : max(2, min(128, Int((piece.length / max(step, 0.01)).rounded(.up))))
            for index in 1...count { lines[lines.count - 1].points.append(piece.segment.point(at: Double(index) / Double(count))) }
            if piece.isClose { lines[lines.count - 1].closed = true }
        }
        return lines
    }

    /// The smallest rectangle around the path's lines and curves (not their control points); nil for
    /// a path with none.
    public var bounds: Rect? {
        let points = flattened(step: 0.5).flatMap(\.points)
        guard let first = points.first else {
            // A path of moves alone is the point it is at.
            guard let point = elements.last(where: { $0.end != nil })?.end else { return nil }
            return Rect(x: point.x, y: point.y, width: 0, height: 0)
        }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for point in points {
            (minX, maxX) = (min(minX, point.x), max(maxX, point.x))
            (minY, maxY) = (min(minY, point.y), max(maxY, point.y))
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether a point is inside the filled path: wound round (nonzero) or, `evenOdd`, surrounded an
    /// odd number of times. Every subpath counts as closed, as when it is filled.
    public func contains(_ point: Point, evenOdd: Bool = false) -> Bool {
        var winding = 0
        for line in flattened(step: 1) {
            let points = line.points
            for index in points.indices {
                let (a, b) = (points[index], points[(index + 1) % points.count])
                guard (a.y <= point.y) != (b.y <= point.y) else { continue }
                let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
                if x > point.x { winding += b.y > a.y ? 1 : -1 }
            }
        }
        return evenOdd ? winding % 2 != 0 : winding != 0
    }

    /// The lines and curves that draw, each with where it begins: after a move (or a close, whose
    /// next line starts a subpath at the same point) a new subpath begins.
    var pieces: [Piece] {
        var pieces: [Piece] = []
        var current: Point?
        var subpathStart: Point?
        var startsSubpath = true
        func add(_ segment: Segment, isClose: Bool = false) {
            pieces.append(Piece(segment: segment, startsSubpath: startsSubpath, isClose: isClose))
            startsSubpath = false
        }
        for element in elements {
            switch element {
            case .move(let point):
                (current, subpathStart, startsSubpath) = (point, point, true)
            case .line(let point):
                // A line with nowhere to start from starts there.
                guard let from = current else {
                    (current, subpathStart, startsSubpath) = (point, point, true)
                    continue
                }
                add(.line(from, point))
                current = point
            case .quad(let point, let control):
                guard let from = current else {
                    (current, subpathStart, startsSubpath) = (point, point, true)
                    continue
                }
                add(.quad(from, control, point))
                current = point
            case .cubic(let point, let control1, let control2):
                guard let from = current else {
                    (current, subpathStart, startsSubpath) = (point, point, true)
                    continue
                }
                add(.cubic(from, control1, control2, point))
                current = point
            case .close:
                guard let from = current, let start = subpathStart else { continue }
                if !startsSubpath { add(.line(from, start), isClose: true) }
                current = start
                startsSubpath = true
            }
        }
        return pieces
    }

    /// A line or curve of a path, and its length.
    struct Piece {
        let segment: Segment
        let startsSubpath: Bool
        let isClose: Bool
        /// The length from its start at each of ``Segment/samples`` + 1 evenly spaced parameters.
        let lengths: [Double]

        init(segment: Segment, startsSubpath: Bool, isClose: Bool) {
            self.segment = segment
            self.startsSubpath = startsSubpath
            self.isClose = isClose
            lengths = segment.cumulativeLengths
        }

        var length: Double { lengths.last ?? 0 }

        /// The parameter at which the piece is `distance` long.
        func parameter(at distance: Double) -> Double {
            guard length > 0 else { return 0 }
            guard lengths.count > 2 else { return min(max(distance / length, 0), 1) }
            var low = 0
            var high = lengths.count - 1
            while high - low > 1 {
                let middle = (low + high) / 2
                if lengths[middle] < distance { low = middle } else { high = middle }
            }
            let span = lengths[high] - lengths[low]
            let fraction = span > 0 ? (distance - lengths[low]) / span : 0
            return min(max((Double(low) + fraction) / Double(lengths.count - 1), 0), 1)
        }
    }

    /// A straight line, or a quadratic or cubic Bézier curve, by its points.
    enum Segment {
        case line(Point, Point)
        case quad(Point, Point, Point)
        case cubic(Point, Point, Point, Point)

        /// How finely a curve's length is measured.
        static let samples = 32

        var isLine: Bool { if case .line = self { true } else { false } }

        var start: Point {
            switch self {
            case .line(let start, _), .quad(let start, _, _), .cubic(let start, _, _, _): start
            }
        }

        func point(at t: Double) -> Point {
            let u = 1 - t
            switch self {
            case .line(let a, let b): return Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
            case .quad(let a, let c, let b):
                return Point(x: u * u * a.x + 2 * u * t * c.x + t * t * b.x, y: u * u * a.y + 2 * u * t * c.y + t * t * b.y)
            case .cubic(let a, let c1, let c2, let b):
                let (w0, w1, w2, w3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                return Point(x: w0 * a.x + w1 * c1.x + w2 * c2.x + w3 * b.x, y: w0 * a.y + w1 * c1.y + w2 * c2.y + w3 * b.y)
            }
        }

        var cumulativeLengths: [Double] {
            if case .line(let a, let b) = self { return [0, ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()] }
            var lengths = [0.0]
            lengths.reserveCapacity(Self.samples + 1)
            var previous = start
            for index in 1...Self.samples {
                let point = point(at: Double(index) / Double(Self.samples))
                let step = ((point.x - previous.x) * (point.x - previous.x) + (point.y - previous.y) * (point.y - previous.y)).squareRoot()
                lengths.append(lengths[lengths.count - 1] + step)
                previous = point
            }
            return lengths
        }

        /// The segment between two of its parameters (de Casteljau's construction).
        func part(from t0: Double, to t1: Double) -> Segment {
            guard t0 > 0 || t1 < 1 else { return self }
            switch self {
            case .line: return .line(point(at: t0), point(at: t1))
            case .quad(let a, let c, let b):
                let head = Self.split([a, c, b], at: t1).head
                let tail = t1 > 0 ? Self.split(head, at: t0 / t1).tail : [head[0], head[0], head[0]]
                return .quad(tail[0], tail[1], tail[2])
            case .cubic(let a, let c1, let c2, let b):
                let head = Self.split([a, c1, c2, b], at: t1).head
                let tail = t1 > 0 ? Self.split(head, at: t0 / t1).tail : [head[0], head[0], head[0], head[0]]
                return .cubic(tail[0], tail[1], tail[2], tail[3])
            }
        }

        /// A Bézier curve's control points split at `t` into the curve before and after it.
        static func split(_ points: [Point], at t: Double) -> (head: [Point], tail: [Point]) {
            var head = [points[0]]
            var tail = [points[points.count - 1]]
            var level = points
            while level.count > 1 {
                level = zip(level, level.dropFirst()).map { Point(x: $0.x + ($1.x - $0.x) * t, y: $0.y + ($1.y - $0.y) * t) }
                head.append(level[0])
                tail.insert(level[level.count - 1], at: 0)
            }
            return (head, tail)
        }

        /// The segment as the element that draws it from its start.
        var element: Element {
            switch self {
            case .line(_, let b): .line(b)
            case .quad(_, let c, let b): .quad(b, control: c)
            case .cubic(_, let c1, let c2, let b): .cubic(b, control1: c1, control2: c2)
            }
        }
    }
}

extension PathNode.Element {
    /// The element with each of its points changed.
    public func mapPoints(_ change: (PathNode.Point) -> PathNode.Point) -> PathNode.Element {
        switch self {
        case .move(let point): .move(change(point))
        case .line(let point): .line(change(point))
        case .quad(let point, let control): .quad(change(point), control: change(control))
        case .cubic(let point, let control1, let control2): .cubic(change(point), control1: change(control1), control2: change(control2))
        case .close: .close
        }
    }
}
