/// An outline a widget drew itself (a `Path`, or a custom `Shape`'s `path(in:)`): moves, lines and
/// Bézier curves in points, in the coordinates of the shape's frame (its top-left corner is 0, 0).
public struct PathNode: Sendable, Hashable {
    /// A point of a path, in points.
    public struct Point: Sendable, Hashable {
        /// Points from the left edge of the frame.
        public var x: Double
        /// Points from the top edge of the frame, growing downwards.
        public var y: Double

        /// A point at `x`, `y`.
        public init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }
    }

    /// One step of a path, as SwiftUI's `Path.Element`.
    public enum Element: Sendable, Hashable {
        /// Starts a new subpath at a point.
        case move(Point)
        /// A straight line from the current point.
        case line(Point)
        /// A quadratic Bézier curve to a point.
        case quad(Point, control: Point)
        /// A cubic Bézier curve to a point.
        case cubic(Point, control1: Point, control2: Point)
        /// A straight line back to the subpath's first point, which ends it.
        case close
    }

    /// The steps, in the order drawn.
    public var elements: [Element]
    /// The size of the frame the elements were made for (the rectangle `path(in:)` was given): a
    /// surface that lays the shape out in a frame of another size scales them to it. Nil for a path
    /// drawn as it is, at its coordinates (a `Path` used as a view, which SwiftUI never scales).
    public var size: Size?

    /// A path of elements, made for a frame of `size` (nil: drawn as it is).
    public init(elements: [Element], size: Size? = nil) {
        self.elements = elements
        self.size = size
    }
}

extension PathNode.Element {
    /// The point the element ends at; nil for `close`.
    public var end: PathNode.Point? {
        switch self {
        case .move(let point), .line(let point), .quad(let point, _), .cubic(let point, _, _): point
        case .close: nil
        }
    }
}

// MARK: - JSON shape
//
// `{"size": {"width": 64, "height": 64}, "elements": [["move", 0, 32], ["line", 64, 32],
// ["quad", 64, 64, 32, 48], ["cubic", 0, 0, 10, 0, 20, 10], ["close"]]}`: each element its name, then
// its end point after its control points, as SVG's path data orders them.

extension PathNode: JSONObjectRepresentable {
    /// Reads at most ``RenderLimits/longestPath`` elements; coordinates are clamped to
    /// ±``RenderLimits/longestLength`` (an infinite one to the limit, NaN to 0).
    public init(fields: JSONFields) throws(WireError) {
        let list = try fields.required("elements", as: [JSON].self)
        var elements: [Element] = []
        elements.reserveCapacity(min(list.count, RenderLimits.longestPath))
        for (index, element) in list.prefix(RenderLimits.longestPath).enumerated() {
            elements.append(try Element(json: element, at: "\(fields.path).elements[\(index)]"))
        }
        let size = try fields.optional("size", as: Size.self).map {
            Size(width: RenderLimits.length($0.width), height: RenderLimits.length($0.height))
        }
        self.init(elements: elements, size: size)
    }

    public var json: JSON { .fields(["size": size?.json, "elements": .array(elements.map(\.json))]) }
}

extension PathNode.Element: JSONRepresentable {
    public init(json: JSON, at path: String) throws(WireError) {
        guard case .array(let values) = json, case .string(let name)? = values.first else {
            throw WireError.mismatch(at: path, expected: "a path element: its name and numbers, e.g. [\"line\", 10, 20]")
        }
        var numbers: [Double] = []
        for value in values.dropFirst() {
            guard case .number(let number) = value else { throw WireError.mismatch(at: path, expected: "a path element of numbers") }
            numbers.append(number.isNaN ? 0 : min(max(number, -RenderLimits.longestLength), RenderLimits.longestLength))
        }
        func point(_ index: Int) -> PathNode.Point { PathNode.Point(x: numbers[index], y: numbers[index + 1]) }
        switch (name, numbers.count) {
        case ("move", 2): self = .move(point(0))
        case ("line", 2): self = .line(point(0))
        case ("quad", 4): self = .quad(point(2), control: point(0))
        case ("cubic", 6): self = .cubic(point(4), control1: point(0), control2: point(2))
        case ("close", 0): self = .close
        default:
            throw WireError(
                .malformedMessage,
                "'\(path)' is no path element: expected [\"move\", x, y], [\"line\", x, y], [\"quad\", cx, cy, x, y], "
                    + "[\"cubic\", c1x, c1y, c2x, c2y, x, y] or [\"close\"]")
        }
    }

    public var json: JSON {
        func numbers(_ points: PathNode.Point...) -> [JSON] { points.flatMap { [JSON.number($0.x), .number($0.y)] } }
        return switch self {
        case .move(let point): .array(["move"] + numbers(point))
        case .line(let point): .array(["line"] + numbers(point))
        case .quad(let point, let control): .array(["quad"] + numbers(control, point))
        case .cubic(let point, let control1, let control2): .array(["cubic"] + numbers(control1, control2, point))
        case .close: .array(["close"])
        }
    }
}
