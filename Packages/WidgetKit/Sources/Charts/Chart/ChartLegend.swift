import SwiftUI

/// A chart's legend: each series' symbol in its color and its name, in rows as wide as the chart.
struct ChartLegend: View {
    let items: [LegendItem]
    /// The items of each row, as many as fit the width.
    let rows: [[Int]]

    /// The space between the plot and the legend.
    static let gap: CGFloat = 8
    static let rowHeight = ChartCanvas.labelSize * 1.21
    static let spacing: CGFloat = 10

    init(items: [LegendItem], width: CGFloat) {
        self.items = items
        var rows: [[Int]] = []
        var used: CGFloat = 0
        for (index, item) in items.enumerated() {
            let itemWidth = 12 + ChartCanvas.estimatedWidth(item.name)
            if rows.isEmpty || used + Self.spacing + itemWidth > width {
                rows.append([index])
                used = itemWidth
            } else {
                rows[rows.count - 1].append(index)
                used += Self.spacing + itemWidth
            }
        }
        self.rows = rows
    }

    /// The height the legend takes under (or over) the plot, the gap included; 0 without items.
    var height: CGFloat { rows.isEmpty ? 0 : CGFloat(rows.count) * (Self.rowHeight + 2) - 2 + Self.gap }

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            ForEach(0..<rows.count) { row in
                HStack(spacing: Self.spacing) {
                    ForEach(0..<rows[row].count) { column in
                        entry(items[rows[row][column]])
                    }
                }
            }
        }
    }

    private func entry(_ item: LegendItem) -> some View {
        HStack(spacing: 4) {
            Curves.symbol(item.symbol, at: CGPoint(x: 4, y: 4), size: 7.5)
                .fill(item.style)
                .frame(width: 8, height: 8)
            Text(item.name)
                .font(ChartCanvas.labelFont)
                .foregroundStyle(.secondary)
                .lineLimit(1)
                .fixedSize()
        }
    }
}
