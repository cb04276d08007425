import Foundation
import SwiftUI
import WidgetWire

/// What a chart's modifiers set (`.chartXAxis`, `.chartYScale`, `.chartLegend` …), handed down to
/// the charts inside the modified view while it is drawn.
struct ChartSettings: @unchecked Sendable {
    // Unchecked: the closures and views are the widget's, read by the render that set them.
    struct Axis {
        var visibility: Visibility = .automatic
        /// The axis's marks; nil for the default ones.
        var marks: [_AxisMarksGroup]?
        var domain: ScaleDomainValue?
    }

    var x = Axis()
    var y = Axis()
    var legend: Visibility = .automatic
    var legendPosition: AnnotationPosition = .automatic
    var plotStyle: ((ChartPlotContent) -> AnyView)?
    /// The colors of the series, by name (`.chartForegroundStyleScale`).
    var seriesStyles: [(name: String, style: AnyShapeStyle)]?

    @TaskLocal static var current = ChartSettings()
}

/// A view whose charts draw with changed settings.
public struct _ChartModifiedView<Content: View>: View {
    public var body: Never { return fatalError("_ChartModifiedView has no body") }
    let content: Content
    let change: (inout ChartSettings) -> Void

    public static func _makeNode(_ view: Self, in environment: EnvironmentValues) -> RenderNode {
        var settings = ChartSettings.current
        view.change(&settings)
        return ChartSettings.$current.withValue(settings) { AnyView._makeNode(AnyView(view.content), in: environment) }
    }
}

extension View {
    private func chartSettings(_ change: @escaping (inout ChartSettings) -> Void) -> _ChartModifiedView<Self> {
        _ChartModifiedView(content: self, change: change)
    }

    /// Shows or hides the x axis.
    public func chartXAxis(_ visibility: Visibility) -> some View { chartSettings { $0.x.visibility = visibility } }

    /// Shows or hides the y axis.
    public func chartYAxis(_ visibility: Visibility) -> some View { chartSettings { $0.y.visibility = visibility } }

    /// The x axis's marks: `.chartXAxis { AxisMarks(values: .stride(by: .day)) }`.
    public func chartXAxis<C: AxisContent>(@AxisContentBuilder content: () -> C) -> some View {
        let marks = content()._axisMarks()
        return chartSettings { $0.x.marks = marks }
    }

    /// The y axis's marks: `.chartYAxis { AxisMarks(position: .leading) }`.
    public func chartYAxis<C: AxisContent>(@AxisContentBuilder content: () -> C) -> some View {
        let marks = content()._axisMarks()
        return chartSettings { $0.y.marks = marks }
    }

    /// The values the x axis spans: `.chartXScale(domain: 0...100)`.
    public func chartXScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        let domain = domain._domain
        return chartSettings { $0.x.domain = domain }
    }

    /// The values the y axis spans: `.chartYScale(domain: 0...100)`.
    public func chartYScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        let domain = domain._domain
        return chartSettings { $0.y.domain = domain }
    }

    /// Shows or hides the legend.
    public func chartLegend(_ visibility: Visibility) -> some View { chartSettings { $0.legend = visibility } }

    /// Where the legend is: under the plot (`.bottom`, the default) or above it (`.top`).
    public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil)
        -> some View
    {
        chartSettings { $0.legendPosition = position }
    }

    /// Styles the plot area: `.chartPlotStyle { plot in plot.background(.gray.opacity(0.1)) }`.
    public func chartPlotStyle<C: View>(@ViewBuilder content: @escaping (ChartPlotContent) -> C) -> some View {
        chartSettings { $0.plotStyle = { AnyView(content($0)) } }
    }

    /// The colors of the series `.foregroundStyle(by:)` names, by name.
    public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(_ mapping: KeyValuePairs<DataValue, S>) -> some View {
        let styles = mapping.map { (name: PlottedValue(label: "", datum: $0.key._datum).name, style: AnyShapeStyle($0.value)) }
        return chartSettings { $0.seriesStyles = styles }
    }

    /// The colors of the series named in `domain`, in order, from `range`.
    public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(domain: [DataValue], range: [S]) -> some View {
        let styles = zip(domain, range).map { (name: PlottedValue(label: "", datum: $0._datum).name, style: AnyShapeStyle($1)) }
        return chartSettings { $0.seriesStyles = styles }
    }
}

/// The plot area, as `.chartPlotStyle`'s closure styles it: a view the plot's size.
public struct ChartPlotContent: View {
    public var body: some View { Color.clear }
}

/// The kind of a scale (accepted; scales are linear, by date or by category from their values).
public struct ScaleType: Sendable {
    public static let linear = ScaleType()
    public static let date = ScaleType()
    public static let category = ScaleType()
    public static let log = ScaleType()
}
