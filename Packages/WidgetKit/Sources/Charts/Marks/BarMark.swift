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
        mark = _Mark(.bar, x: x.plotted, y: y.plotted, width: width, height: height, stacking: stacking)
    }

    /// A bar from `xStart` to `xEnd` at `y`.
    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic
    ) {
        mark = _Mark(.bar, x: xStart.plotted, xEnd: xEnd.plotted, y: y.plotted, height: height)
    }

    /// A bar from `yStart` to `yEnd` at `x`.
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic
    ) {
        mark = _Mark(.bar, x: x.plotted, y: yStart.plotted, yEnd: yEnd.plotted, width: width)
    }

    /// A bar as long as `x`, across the whole plot's height.
    public init<X: Plottable>(x: PlottableValue<X>, height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        mark = _Mark(.bar, x: x.plotted, height: height, stacking: stacking)
    }

    /// A bar as tall as `y`, across the whole plot's width.
    public init<Y: Plottable>(y: PlottableValue<Y>, width: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        mark = _Mark(.bar, y: y.plotted, width: width, stacking: stacking)
    }
}
