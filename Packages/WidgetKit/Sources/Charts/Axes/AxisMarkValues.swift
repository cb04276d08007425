import Foundation

/// Which values an axis marks: as the chart picks them, about a number of them, every so much, or
/// those listed.
public struct AxisMarkValues: Sendable, CustomStringConvertible {
    let resolved: Resolved

    enum Resolved: Sendable {
        case automatic
        case count(Int)
        case numberStride(Double)
        case dateStride(Calendar.Component, Int)
        case explicit([Datum])
    }

    /// As the chart picks them.
    public static var automatic: AxisMarkValues { AxisMarkValues(resolved: .automatic) }
    /// About `desiredCount` round values.
    public static func automatic(desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(resolved: desiredCount.map { .count($0) } ?? .automatic)
    }
    /// Every `step` of a number axis.
    public static func stride(by step: Double, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(resolved: .numberStride(step))
    }
    /// Every `count` of a calendar unit of a date axis: `.stride(by: .day)`.
    public static func stride(
        by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil,
        calendar: Calendar? = nil
    ) -> AxisMarkValues {
        AxisMarkValues(resolved: .dateStride(component, count))
    }

    /// The values listed.
    static func values<Value: Plottable>(_ values: [Value]) -> AxisMarkValues {
        AxisMarkValues(resolved: .explicit(values.map(\._datum)))
    }

    public var description: String { "\(resolved)" }
}

/// Where an axis's marks are: its side of the plot.
public struct AxisMarkPosition: Sendable, Hashable {
    let name: String
    public static let automatic = AxisMarkPosition(name: "automatic")
    public static let leading = AxisMarkPosition(name: "leading")
    public static let trailing = AxisMarkPosition(name: "trailing")
    public static let top = AxisMarkPosition(name: "top")
    public static let bottom = AxisMarkPosition(name: "bottom")
}

/// How an axis's marks are styled as a whole.
public struct AxisMarkPreset: Sendable, Hashable {
    let name: String
    public static let automatic = AxisMarkPreset(name: "automatic")
    public static let extended = AxisMarkPreset(name: "extended")
    public static let aligned = AxisMarkPreset(name: "aligned")
    public static let inset = AxisMarkPreset(name: "inset")
}

/// One value an axis marks, as its marks' content reads it.
public struct AxisValue: Sendable {
    let datum: Datum
    /// The value's place among the axis's values.
    public let index: Int
    /// How many values the axis marks.
    public let count: Int

    /// The value as a type: `value.as(Double.self)`, `value.as(Date.self)`.
    public func `as`<P: Plottable>(_ type: P.Type) -> P? {
        switch datum {
        case .number(let number):
            if let primitive = number as? P.PrimitivePlottable { return P(primitivePlottable: primitive) }
            if number.isFinite, let primitive = Int(number.rounded()) as? P.PrimitivePlottable { return P(primitivePlottable: primitive) }
            return nil
        case .date(let date): return (date as? P.PrimitivePlottable).flatMap(P.init(primitivePlottable:))
        case .category(let name): return (name as? P.PrimitivePlottable).flatMap(P.init(primitivePlottable:))
        }
    }
}
