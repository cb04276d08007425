import SwiftUI

/// A point of a line, joined to the series' other points in the order of x, as Swift Charts' `LineMark`.
public struct LineMark: ChartContent, PrimitiveMark {
    let mark: _Mark

    /// A point of the chart's line, or of its series' line under `.foregroundStyle(by:)`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = _Mark(.line, x: x.plotted, y: y.plotted)
    }

    /// A point of the line of `series`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {
        mark = _Mark(.line, x: x.plotted, y: y.plotted, series: series.plotted)
    }
}

/// A point of a filled area, from zero (or the areas stacked under it) to its value, as Swift
/// Charts' `AreaMark`.
public struct AreaMark: ChartContent, PrimitiveMark {
    let mark: _Mark

    /// A point of the area's upper edge at `x`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {
        mark = _Mark(.area, x: x.plotted, y: y.plotted, stacking: stacking)
    }

    /// A point of the area of `series`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>, stacking: MarkStackingMethod = .standard
    ) {
        mark = _Mark(.area, x: x.plotted, y: y.plotted, series: series.plotted, stacking: stacking)
    }

    /// The area between `yStart` and `yEnd` at `x`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark = _Mark(.area, x: x.plotted, y: yStart.plotted, yEnd: yEnd.plotted)
    }
}

/// A symbol at a point, as Swift Charts' `PointMark`.
public struct PointMark: ChartContent, PrimitiveMark {
    let mark: _Mark

    /// A point at `x` and `y`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = _Mark(.point, x: x.plotted, y: y.plotted)
    }

    /// A point at `x`, in the middle of the plot's height.
    public init<X: Plottable>(x: PlottableValue<X>) {
        mark = _Mark(.point, x: x.plotted)
    }

    /// A point at `y`, in the middle of the plot's width.
    public init<Y: Plottable>(y: PlottableValue<Y>) {
        mark = _Mark(.point, y: y.plotted)
    }
}
