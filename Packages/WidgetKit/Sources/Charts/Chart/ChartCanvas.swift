import Foundation
import SwiftUI

/// A chart drawn in a size: its plot area, the axes' grid lines, ticks and labels, and its marks,
/// each a path, shape or text placed where its value is.
struct ChartCanvas: View {
    let plan: ChartPlan
    let size: CGSize

    /// The axis labels' font and its size in points, as the layout measures it.
    static let labelFont = Font.caption2
    static let labelSize: CGFloat = 11

    var body: some View {
        let legend = ChartLegend(items: plan.legendItems, width: size.width)
        let above = plan.settings.legendPosition == .top
        let chartSize = CGSize(width: size.width, height: max(1, size.height - legend.height))
        var views = plan.isPie ? SectorDrawing(plan: plan, size: chartSize).views() : cartesianViews(in: chartSize)
        if above { views = views.map { AnyView($0.offset(y: legend.height)) } }
        if !legend.items.isEmpty {
            let y = above ? (legend.height - ChartLegend.gap) / 2 : size.height - (legend.height - ChartLegend.gap) / 2
            views.append(AnyView(legend.frame(width: size.width, height: legend.height - ChartLegend.gap, alignment: .topLeading)
                .position(x: size.width / 2, y: y)))
        }
        return ZStack(alignment: .topLeading) {
            ForEach(0..<views.count) { index in views[index] }
        }
        .frame(width: size.width, height: size.height, alignment: .topLeading)
    }

    /// The views of a chart with x and y axes.
    func cartesianViews(in size: CGSize) -> [AnyView] {
        let settings = plan.settings
        let showsX = settings.x.visibility != .hidden
        let showsY = settings.y.visibility != .hidden
        let xLeading = settings.x.marks?.first?.position == .top
        let yLeading = settings.y.marks?.first?.position == .leading
        let labelHeight = Self.labelSize * 1.21
        let top: CGFloat = showsY ? labelHeight / 2 : 0
        let xBand: CGFloat = showsX ? labelHeight + 4 : 0
        let plotHeight = max(1, size.height - top - xBand)
        // The y labels' width depends on their values, which depend on the plot's height only.
        var scales = ChartScales(plan: plan, width: size.width, height: plotHeight)
        let yTicks = showsY ? AxisDrawing.ticks(of: scales.y, groups: settings.y.marks) : []
        let yLabelWidth = showsY ? (yTicks.map { Self.estimatedWidth($0.label) }.max() ?? 0) + 6 : 0
        let plotWidth = max(1, size.width - yLabelWidth)
        scales = ChartScales(plan: plan, width: plotWidth, height: plotHeight)
        let plot = CGRect(
            x: yLeading ? yLabelWidth : 0, y: xLeading ? xBand + top : top, width: plotWidth, height: plotHeight)

        var views: [AnyView] = []
        if let style = settings.plotStyle {
            views.append(AnyView(style(ChartPlotContent()).frame(width: plot.width, height: plot.height).position(x: plot.midX, y: plot.midY)))
        }
        let axes = AxisDrawing(plot: plot, scales: scales)
        if showsY { views += axes.yAxis(groups: settings.y.marks, leading: yLeading, labelWidth: yLabelWidth) }
        if showsX { views += axes.xAxis(groups: settings.x.marks, top: xLeading) }
        views += MarkDrawing(plan: plan, scales: scales, plot: plot).views()
        return views
    }

    /// A label's width as the layout estimates text without fonts.
    static func estimatedWidth(_ text: String) -> CGFloat {
        CGFloat(text.count) * labelSize * 0.58
    }
}
