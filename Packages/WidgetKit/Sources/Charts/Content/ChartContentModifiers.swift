import SwiftUI

/// Content with a change to its marks' style.
public struct _ModifiedChartContent<Content: ChartContent>: ChartContent {
    public var body: Never { return fatalError("_ModifiedChartContent has no body") }
    let content: Content
    let change: @Sendable (inout MarkStyle) -> Void

    public func _chartMarks() -> [_Mark] {
        content._chartMarks().map { mark in
            var mark = mark
            change(&mark.style)
            return mark
        }
    }
}

extension ChartContent {
    private func styled(_ change: @escaping @Sendable (inout MarkStyle) -> Void) -> _ModifiedChartContent<Self> {
        _ModifiedChartContent(content: self, change: change)
    }

    /// Draws the marks in a style: a color, a gradient.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent {
        let style = AnyShapeStyle(style)
        return styled { $0.foreground = style }
    }

    /// Colors the marks by a value: each of its values is a series with a color of the chart's
    /// palette, named in the legend.
    public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        let value = value.plotted
        return styled { $0.colorGroup = value }
    }

    /// Gives the marks' points a symbol by a value: each of its values a shape.
    public func symbol<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        let value = value.plotted
        return styled { $0.symbolGroup = value }
    }

    /// Gives the marks' points a symbol.
    public func symbol(_ symbol: BasicChartSymbolShape) -> some ChartContent {
        styled { $0.symbol = symbol }
    }

    /// The size of the marks' symbols, in square points.
    public func symbolSize(_ size: CGFloat) -> some ChartContent {
        styled { $0.symbolSize = size }
    }

    /// Places marks that share a band side by side, by a value.
    public func position<P: Plottable>(by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic) -> some ChartContent {
        let value = value.plotted
        return styled { $0.positionGroup = value }
    }

    /// How a line or area goes from point to point.
    public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent {
        styled { $0.interpolation = method }
    }

    /// The stroke of a line or rule.
    public func lineStyle(_ style: StrokeStyle) -> some ChartContent {
        styled { $0.lineStyle = style }
    }

    /// Rounds the corners of bars and rectangles.
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> some ChartContent {
        styled { $0.cornerRadius = radius }
    }

    /// Draws the marks partly transparent.
    public func opacity(_ opacity: Double) -> some ChartContent {
        styled { $0.opacity *= opacity }
    }

    /// Draws a view beside each mark: above a bar by default.
    public func annotation<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> C
    ) -> some ChartContent {
        let annotation = Unchecked(ChartAnnotation(position: position, alignment: alignment, spacing: spacing, content: AnyView(content())))
        return styled { $0.annotations.append(annotation.value) }
    }

    /// Accessibility labels are read by nothing here; the marks are drawn as they are.
    public func accessibilityLabel(_ label: Text) -> some ChartContent { styled { _ in } }

    /// Accessibility values are read by nothing here; the marks are drawn as they are.
    public func accessibilityValue(_ value: Text) -> some ChartContent { styled { _ in } }
}

/// A value handed across a `@Sendable` boundary that only one render reads.
struct Unchecked<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
