import Foundation

/// The values a scale spans: a range of numbers or dates, a list of categories, or as the chart
/// finds them, as Swift Charts' `ScaleDomain`.
public protocol ScaleDomain {
    /// The domain as a chart reads it. Not for authors to implement.
    var _domain: ScaleDomainValue { get }
}

/// A domain as a chart reads it. Not for authors to use.
public enum ScaleDomainValue: Sendable {
    case range(Datum, Datum)
    case categories([String])
    case automatic(includesZero: Bool?, reversed: Bool)
}

extension ClosedRange: ScaleDomain where Bound: Plottable {
    public var _domain: ScaleDomainValue { .range(lowerBound._datum, upperBound._datum) }
}

extension Range: ScaleDomain where Bound: Plottable {
    public var _domain: ScaleDomainValue { .range(lowerBound._datum, upperBound._datum) }
}

extension Array: ScaleDomain where Element: Plottable {
    public var _domain: ScaleDomainValue {
        .categories(map { PlottedValue(label: "", datum: $0._datum).name })
    }
}

/// The domain the chart finds from its marks' values.
public struct AutomaticScaleDomain: ScaleDomain {
    let includesZero: Bool?
    let reversed: Bool
    public var _domain: ScaleDomainValue { .automatic(includesZero: includesZero, reversed: reversed) }
}

extension ScaleDomain where Self == AutomaticScaleDomain {
    /// Every value, zero included.
    public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain(includesZero: nil, reversed: false) }

    /// Every value, with zero unless `includesZero` is false.
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
        AutomaticScaleDomain(includesZero: includesZero, reversed: reversed ?? false)
    }
}
