import SwiftUI

/// A straight line across the plot at a value, or between two, as Swift Charts' `RuleMark`.
public struct RuleMark: ChartContent, PrimitiveMark {
    let mark: _Mark

    /// A vertical line at `x`, the plot's height.
    public init<X: Plottable>(x: PlottableValue<X>) {
        mark = _Mark(.rule, x: x.plotted)
    }

    /// A horizontal line at `y`, the plot's width.
    public init<Y: Plottable>(y: PlottableValue<Y>) {
        mark = _Mark(.rule, y: y.plotted)
    }

    /// A horizontal line at `y` from `xStart` to `xEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = _Mark(.rule, x: xStart.plotted, xEnd: xEnd.plotted, y: y.plotted)
    }

    /// A vertical line at `x` from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark = _Mark(.rule, x: x.plotted, y: yStart.plotted, yEnd: yEnd.plotted)
    }
}

/// A rectangle at a point, or between two values on each axis, as Swift Charts' `RectangleMark`.
public struct RectangleMark: ChartContent, PrimitiveMark {
    let mark: _Mark

    /// A rectangle centred at `x` and `y`: its band on a category axis, else 20 points.
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic
    ) {
        mark = _Mark(.rectangle, x: x.plotted, y: y.plotted, width: width, height: height)
    }

    /// The rectangle from `xStart` to `xEnd` and `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
    ) {
        mark = _Mark(.rectangle, x: xStart.plotted, xEnd: xEnd.plotted, y: yStart.plotted, yEnd: yEnd.plotted)
    }
}

/// A slice of a pie or donut, its angle its value's share of all the sectors', as Swift Charts'
/// `SectorMark`.
public struct SectorMark: ChartContent, PrimitiveMark {
    let mark: _Mark

    /// A sector of `angle`'s share; `innerRadius` makes a donut (`.ratio(0.6)`), `angularInset`
    /// leaves a gap of that many points between sectors.
    public init(
        angle: PlottableValue<some Plottable>, innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic,
        angularInset: CGFloat? = nil
    ) {
        var mark = _Mark(.sector)
        (mark.angle, mark.innerRadius, mark.outerRadius, mark.angularInset) = (angle.plotted, innerRadius, outerRadius, angularInset)
        self.mark = mark
    }
}
