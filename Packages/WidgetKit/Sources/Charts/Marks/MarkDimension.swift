import SwiftUI

/// The size of a mark across its band, or a sector's radius: automatic, in points, or relative.
public struct MarkDimension: Sendable, Hashable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    enum Kind: Sendable, Hashable { case automatic, fixed, inset, ratio }
    let kind: Kind
    let value: CGFloat

    /// As the chart decides: most of a band, or the whole radius.
    public static var automatic: MarkDimension { MarkDimension(kind: .automatic, value: 0) }
    /// A size in points.
    public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .fixed, value: value) }
    /// The whole band, or radius, less `value` points.
    public static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .inset, value: value) }
    /// A part of the band, or radius: `.ratio(0.6)`.
    public static func ratio(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .ratio, value: value) }

    init(kind: Kind, value: CGFloat) { (self.kind, self.value) = (kind, value) }
    public init(floatLiteral value: Double) { self.init(kind: .fixed, value: CGFloat(value)) }
    public init(integerLiteral value: Int) { self.init(kind: .fixed, value: CGFloat(value)) }

    /// The size in points, out of `whole`; `automatic` when it is automatic.
    func resolved(in whole: CGFloat, automatic: CGFloat) -> CGFloat {
        switch kind {
        case .automatic: automatic
        case .fixed: value
        case .inset: max(0, whole - value)
        case .ratio: whole * value
        }
    }
}

/// How marks that share a value are stacked: on each other (`standard`), to fill the whole
/// (`normalized`), around the middle (`center`), or not at all.
public struct MarkStackingMethod: Sendable, Hashable {
    let name: String
    public static let standard = MarkStackingMethod(name: "standard")
    public static let normalized = MarkStackingMethod(name: "normalized")
    public static let center = MarkStackingMethod(name: "center")
    public static let unstacked = MarkStackingMethod(name: "unstacked")
}

/// How a line or area goes from one point to the next.
public struct InterpolationMethod: Sendable, Hashable {
    enum Kind: Sendable, Hashable { case linear, monotone, catmullRom, cardinal, stepStart, stepCenter, stepEnd }
    let kind: Kind
    let parameter: Double

    /// Straight lines.
    public static let linear = InterpolationMethod(kind: .linear, parameter: 0)
    /// A smooth curve that never overshoots the points (monotone cubic).
    public static let monotone = InterpolationMethod(kind: .monotone, parameter: 0)
    /// A smooth curve through every point (centripetal Catmull–Rom).
    public static let catmullRom = InterpolationMethod(kind: .catmullRom, parameter: 0.5)
    /// A smooth curve through every point, of a tension.
    public static let cardinal = InterpolationMethod(kind: .cardinal, parameter: 0)
    /// Steps that rise at each point's start.
    public static let stepStart = InterpolationMethod(kind: .stepStart, parameter: 0)
    /// Steps that rise halfway between points.
    public static let stepCenter = InterpolationMethod(kind: .stepCenter, parameter: 0)
    /// Steps that rise at the next point.
    public static let stepEnd = InterpolationMethod(kind: .stepEnd, parameter: 0)

    /// A Catmull–Rom curve of a parametrization (0.5 centripetal, 0 uniform, 1 chordal).
    public static func catmullRom(alpha: Double) -> InterpolationMethod { InterpolationMethod(kind: .catmullRom, parameter: alpha) }
    /// A cardinal spline of a tension (0 Catmull–Rom, 1 straight).
    public static func cardinal(tension: Double) -> InterpolationMethod { InterpolationMethod(kind: .cardinal, parameter: tension) }
}

/// The shape of a point's symbol.
public struct BasicChartSymbolShape: Sendable, Hashable {
    enum Kind: Sendable, Hashable, CaseIterable { case circle, square, triangle, diamond, pentagon, plus, cross, asterisk }
    let kind: Kind
    public static let circle = BasicChartSymbolShape(kind: .circle)
    public static let square = BasicChartSymbolShape(kind: .square)
    public static let triangle = BasicChartSymbolShape(kind: .triangle)
    public static let diamond = BasicChartSymbolShape(kind: .diamond)
    public static let pentagon = BasicChartSymbolShape(kind: .pentagon)
    public static let plus = BasicChartSymbolShape(kind: .plus)
    public static let cross = BasicChartSymbolShape(kind: .cross)
    public static let asterisk = BasicChartSymbolShape(kind: .asterisk)
}

/// Where an annotation is drawn against its mark.
public struct AnnotationPosition: Sendable, Hashable {
    let name: String
    public static let automatic = AnnotationPosition(name: "automatic")
    public static let overlay = AnnotationPosition(name: "overlay")
    public static let top = AnnotationPosition(name: "top")
    public static let bottom = AnnotationPosition(name: "bottom")
    public static let leading = AnnotationPosition(name: "leading")
    public static let trailing = AnnotationPosition(name: "trailing")
    public static let topLeading = AnnotationPosition(name: "topLeading")
    public static let topTrailing = AnnotationPosition(name: "topTrailing")
    public static let bottomLeading = AnnotationPosition(name: "bottomLeading")
    public static let bottomTrailing = AnnotationPosition(name: "bottomTrailing")
}
