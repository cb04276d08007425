import SwiftUI

/// A chart's legend: each series' symbol in its color and its name, in a row under the plot.
struct ChartLegend: View {
    let items: [LegendItem]

    var body: some View {
        HStack(spacing: 10) {
            ForEach(0..<items.count) { index in
                HStack(spacing: 4) {
                    Curves.symbol(items[index].symbol, at: CGPoint(x: 4, y: 4), size: 7.5)
                        .fill(items[index].style)
                        .frame(width: 8, height: 8)
                    Text(items[index].name)
                        .font(ChartCanvas.labelFont)
                        .foregroundStyle(.secondary)
                        .lineLimit(1)
                }
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}
