import SwiftUI

/// A point of a line, joined to the series' other points in the order of x, as Swift Charts' `LineMark`.
public struct LineMark: ChartContent, PrimitiveMark {
    let mark: _Mark

    /// A point of the chart's line, or of its series' line under `.foregroundStyle(by:)`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        var mark = _Mark(.line)
        (mark.x, mark.y) = (x.plotted, y.plotted)
        self.mark = mark
    }

    /// A point of the line of `series`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {
        var mark = _Mark(.line)
        (mark.x, mark.y, mark.series) = (x.plotted, y.plotted, series.plotted)
        self.mark = mark
    }
}

/// A point of a filled area, from zero (or the areas stacked under it) to its value, as Swift
/// Charts' `AreaMark`.
public struct AreaMark: ChartContent, PrimitiveMark {
    let mark: _Mark

    /// A point of the area's upper edge at `x`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {
        var mark = _Mark(.area)
        (mark.x, mark.y, mark.stacking) = (x.plotted, y.plotted, stacking)
        self.mark = mark
    }

    /// A point of the area of `series`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>, stacking: MarkStackingMethod = .standard
    ) {
        var mark = _Mark(.area)
        (mark.x, mark.y, mark.series, mark.stacking) = (x.plotted, y.plotted, series.plotted, stacking)
        self.mark = mark
    }

    /// The area between `yStart` and `yEnd` at `x`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        var mark = _Mark(.area)
        (mark.x, mark.y, mark.yEnd, mark.yIsRange) = (x.plotted, yStart.plotted, yEnd.plotted, true)
        self.mark = mark
    }
}

/// A symbol at a point, as Swift Charts' `PointMark`.
public struct PointMark: ChartContent, PrimitiveMark {
    let mark: _Mark

    /// A point at `x` and `y`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        var mark = _Mark(.point)
        (mark.x, mark.y) = (x.plotted, y.plotted)
        self.mark = mark
    }

    /// A point at `x`, in the middle of the plot's height.
    public init<X: Plottable>(x: PlottableValue<X>) {
        var mark = _Mark(.point)
        mark.x = x.plotted
        self.mark = mark
    }

    /// A point at `y`, in the middle of the plot's width.
    public init<Y: Plottable>(y: PlottableValue<Y>) {
        var mark = _Mark(.point)
        mark.y = y.plotted
        self.mark = mark
    }
}
