import Foundation
import WidgetHome
import WidgetLayout
import WidgetWire

/// A widget's cells, drawn into view by view: a later view covers what is under it where it draws,
/// and the background under it shows where it sets none.
struct CellCanvas {
    private(set) var rows: [[Cell]]
    let bounds: CellRect

    init(columns: Int, rows: Int) {
        self.rows = Array(repeating: Array(repeating: .blank, count: max(0, columns)), count: max(0, rows))
        bounds = CellRect(minColumn: 0, minRow: 0, maxColumn: max(0, columns), maxRow: max(0, rows))
    }

    /// A character at a cell, if the cell is inside `clip`; a wide one takes the next cell too.
    mutating func put(_ character: Character, _ style: CellStyle, column: Int, row: Int, clip: CellRect) {
        let wide = TerminalText.width(of: character) == 2
        let area = clip.intersection(bounds)
        guard area.contains(column: column, row: row), !wide || area.contains(column: column + 1, row: row) else { return }
        var style = style
        if style.background == nil { style.background = rows[row][column].style.background }
        // A wide character cut in half by this one leaves a blank.
        if rows[row][column].isContinuation, column > 0 { rows[row][column - 1].character = " " }
        rows[row][column] = Cell(character: character, style: style)
        if wide { rows[row][column + 1] = Cell(character: " ", style: style, isContinuation: true) }
    }

    /// Every cell of an area on a background color.
    mutating func fill(_ background: TerminalColor, in area: CellRect) {
        let area = area.intersection(bounds)
        for row in area.rowRange {
            for column in area.columnRange { rows[row][column].style.background = background }
        }
    }

    /// An area's outline in box-drawing lines; `style` gets each cell's place along the outline,
    /// clockwise from the top's middle, as a fraction of the way round.
    mutating func outline(_ area: CellRect, rounded: Bool, style: (Double) -> CellStyle, clip: CellRect) {
        guard area.columns >= 2, area.rows >= 2 else {
            for column in area.columnRange { put("─", style(0), column: column, row: area.middleRow, clip: clip) }
            return
        }
        let (left, right, top, bottom) = (area.minColumn, area.maxColumn - 1, area.minRow, area.maxRow - 1)
        var path: [(column: Int, row: Int, character: Character)] = []
        for column in left...right {
            path.append((column, top, column == left ? (rounded ? "╭" : "┌") : column == right ? (rounded ? "╮" : "┐") : "─"))
        }
        for row in (top + 1)..<bottom { path.append((right, row, "│")) }
        for column in (left...right).reversed() {
            path.append((column, bottom, column == left ? (rounded ? "╰" : "└") : column == right ? (rounded ? "╯" : "┘") : "─"))
        }
        for row in ((top + 1)..<bottom).reversed() { path.append((left, row, "│")) }
        // Start at the top's middle.
        let start = (right - left) / 2 + (right - left) % 2
        let ordered = path[start...] + path[..<start]
        for (index, cell) in ordered.enumerated() {
            put(cell.character, style(Double(index) / Double(ordered.count)), column: cell.column, row: cell.row, clip: clip)
        }
    }

    /// The cells as lines, with escapes for their styles when `colors` is on.
    func text(colors: Bool) -> [String] {
        rows.map { row in
            var line = ""
            var current = CellStyle.plain
            for cell in row where !cell.isContinuation {
                if colors && cell.style != current {
                    line += cell.style.escape
                    current = cell.style
                }
                line.append(cell.character)
            }
            if colors && current != .plain { line += "\u{1b}[0m" }
            return line
        }
    }
}
