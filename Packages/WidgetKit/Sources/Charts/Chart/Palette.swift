import SwiftUI

/// The colors of a chart's series, in the order Swift Charts gives them.
enum ChartPalette {
    static let colors: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow, .brown, .pink, .gray]

    /// The color of a chart of one series.
    static let single: Color = .blue

    /// The symbol shapes of series told apart by `.symbol(by:)`, in order.
    static let symbols: [BasicChartSymbolShape] = [.circle, .square, .triangle, .diamond, .pentagon, .plus, .cross, .asterisk]

    /// The axes' grid lines and ticks.
    static let grid = Color.secondary.opacity(0.35)
}
