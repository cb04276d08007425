import SwiftUI

/// A bar: from zero (or the bars stacked under it) to its value, across its band, as Swift Charts'
/// `BarMark`.
public struct BarMark: ChartContent, PrimitiveMark {
    let mark: _Mark

    /// A bar at `x` as tall as `y`, or as long as `x` at `y` when y is the category.
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic,
        stacking: MarkStackingMethod = .standard
    ) {
        var mark = _Mark(.bar)
        (mark.x, mark.y, mark.width, mark.height, mark.stacking) = (x.plotted, y.plotted, width, height, stacking)
        self.mark = mark
    }

    /// A bar from `xStart` to `xEnd` at `y`.
    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic
    ) {
        var mark = _Mark(.bar)
        (mark.x, mark.xEnd, mark.y, mark.height, mark.xIsRange) = (xStart.plotted, xEnd.plotted, y.plotted, height, true)
        self.mark = mark
    }

    /// A bar from `yStart` to `yEnd` at `x`.
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic
    ) {
        var mark = _Mark(.bar)
        (mark.x, mark.y, mark.yEnd, mark.width, mark.yIsRange) = (x.plotted, yStart.plotted, yEnd.plotted, width, true)
        self.mark = mark
    }

    /// A bar as long as `x`, across the whole plot's height.
    public init<X: Plottable>(x: PlottableValue<X>, height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        var mark = _Mark(.bar)
        (mark.x, mark.height, mark.stacking) = (x.plotted, height, stacking)
        self.mark = mark
    }

    /// A bar as tall as `y`, across the whole plot's width.
    public init<Y: Plottable>(y: PlottableValue<Y>, width: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        var mark = _Mark(.bar)
        (mark.y, mark.width, mark.stacking) = (y.plotted, width, stacking)
        self.mark = mark
    }
}
