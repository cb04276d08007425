import WidgetWire

/// A point in a widget, in points from its top-left corner: the render tree's own.
public typealias Point = PathNode.Point

/// A rectangle in a widget, in points.
public struct Rect: Sendable, Hashable {
    public var origin: Point
    public var size: Size

    public init(x: Double, y: Double, width: Double, height: Double) {
        origin = Point(x: x, y: y)
        size = Size(width: width, height: height)
    }

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var width: Double { size.width }
    public var height: Double { size.height }

    /// The rectangle with its edges moved in by `insets`, never smaller than empty.
    public func inset(by insets: EdgeInsetsValue) -> Rect {
        Rect(
            x: minX + insets.leading, y: minY + insets.top, width: max(0, width - insets.leading - insets.trailing),
            height: max(0, height - insets.top - insets.bottom))
    }
}

/// What a parent offers a child, as SwiftUI's `ProposedViewSize`: a length per axis, or nil for
/// "your ideal size". `0` asks for the smallest and `.infinity` for the largest size a view takes.
public struct ProposedSize: Sendable, Hashable {
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    public init(_ size: Size) { self.init(width: size.width, height: size.height) }

    public static let unspecified = ProposedSize(width: nil, height: nil)
    public static let zero = ProposedSize(width: 0, height: 0)
    public static let infinity = ProposedSize(width: .infinity, height: .infinity)

    /// The proposal with its lengths less `insets` (nil stays nil).
    func inset(by insets: EdgeInsetsValue) -> ProposedSize {
        ProposedSize(
            width: width.map { max(0, $0 - insets.leading - insets.trailing) },
            height: height.map { max(0, $0 - insets.top - insets.bottom) })
    }

    /// The length along a stack's main axis.
    func along(_ horizontal: Bool) -> Double? { horizontal ? width : height }
    /// The length across a stack's main axis.
    func across(_ horizontal: Bool) -> Double? { horizontal ? height : width }

    static func main(_ main: Double?, cross: Double?, horizontal: Bool) -> ProposedSize {
        horizontal ? ProposedSize(width: main, height: cross) : ProposedSize(width: cross, height: main)
    }
}

extension Size {
    static let zero = Size(width: 0, height: 0)

    func along(_ horizontal: Bool) -> Double { horizontal ? width : height }
    func across(_ horizontal: Bool) -> Double { horizontal ? height : width }

    static func main(_ main: Double, cross: Double, horizontal: Bool) -> Size {
        horizontal ? Size(width: main, height: cross) : Size(width: cross, height: main)
    }
}

/// Where a child sits in a larger space, per axis: 0 leading/top, 0.5 centre, 1 trailing/bottom.
struct Alignment: Sendable, Hashable {
    var horizontal: Double
    var vertical: Double
    /// Aligned by text baselines (first or last) rather than by edges, vertically.
    var baseline: Baseline?

    enum Baseline { case first, last }

    /// SwiftUI's alignment names, 2D (`topLeading`) or one axis (`leading`, `top`,
    /// `firstTextBaseline`); anything else is the centre.
    init(_ name: String) {
        let lower = name.lowercased()
        horizontal = lower.hasSuffix("leading") ? 0 : lower.hasSuffix("trailing") ? 1 : 0.5
        vertical = lower.hasPrefix("top") ? 0 : lower.hasPrefix("bottom") ? 1 : 0.5
        baseline = lower == "firsttextbaseline" ? .first : lower == "lasttextbaseline" ? .last : nil
    }

    /// The offset that aligns a child of `child` length in `space`.
    static func offset(_ fraction: Double, child: Double, in space: Double) -> Double {
        (space - child) * fraction
    }
}
