import Foundation
import WidgetHome
import WidgetLayout

/// The cells a frame covers: its edges rounded to the nearest cell boundaries, at least one cell
/// each way when the frame has an extent.
struct CellRect: Equatable {
    var minColumn: Int
    var minRow: Int
    var maxColumn: Int
    var maxRow: Int

    init(minColumn: Int, minRow: Int, maxColumn: Int, maxRow: Int) {
        (self.minColumn, self.minRow, self.maxColumn, self.maxRow) = (minColumn, minRow, maxColumn, maxRow)
    }

    init(_ frame: Rect) {
        func cells(_ low: Double, _ high: Double, _ size: Double) -> (Int, Int) {
            guard low.isFinite, high.isFinite else { return (0, 0) }
            let first = Int((low / size).rounded())
            return (first, high > low ? max(first + 1, Int((high / size).rounded())) : first)
        }
        (minColumn, maxColumn) = cells(frame.minX, frame.maxX, CellText.width)
        (minRow, maxRow) = cells(frame.minY, frame.maxY, CellText.height)
    }

    var columns: Int { max(0, maxColumn - minColumn) }
    var rows: Int { max(0, maxRow - minRow) }
    var columnRange: Range<Int> { minColumn..<max(minColumn, maxColumn) }
    var rowRange: Range<Int> { minRow..<max(minRow, maxRow) }
    /// The row through its middle (the upper of two).
    var middleRow: Int { minRow + max(0, rows - 1) / 2 }

    func contains(column: Int, row: Int) -> Bool { columnRange.contains(column) && rowRange.contains(row) }

    func intersection(_ other: CellRect) -> CellRect {
        CellRect(
            minColumn: max(minColumn, other.minColumn), minRow: max(minRow, other.minRow),
            maxColumn: min(maxColumn, other.maxColumn), maxRow: min(maxRow, other.maxRow))
    }
}
