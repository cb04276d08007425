import Foundation
import WidgetHome
import WidgetLayout
import WidgetWire

/// A color a terminal can show: one of its own sixteen (which follow its theme) or a 24-bit one.
enum TerminalColor: Hashable, Sendable {
    case ansi(Int)
    case rgb(UInt8, UInt8, UInt8)

    /// The terminal color for a widget color; nil for the terminal's own color, and for colors fainter
    /// than `minimumOpacity` (a terminal has no translucency; a faint tint is better left out).
    init?(_ color: ColorValue, minimumOpacity: Double = 0.15) {
        switch color {
        case .gradient:
            self.init(color.solid, minimumOpacity: minimumOpacity)
        case .named(let name, let opacity):
            guard opacity >= minimumOpacity else { return nil }
            switch name {
            case "red": self = .ansi(31)
            case "green", "mint": self = .ansi(32)
            case "yellow": self = .ansi(33)
            case "blue": self = .ansi(34)
            case "purple", "indigo": self = .ansi(35)
            case "cyan", "teal": self = .ansi(36)
            case "white": self = .ansi(97)
            case "black": self = .ansi(30)
            case "gray", "secondary", "tertiary", "quaternary", "quinary": self = .ansi(90)
            case "orange": self = .rgb(255, 149, 0)
            case "pink": self = .ansi(95)
            case "brown": self = .rgb(162, 132, 94)
            case "accentColor", "tint": self = .ansi(34)
            default: return nil
            }
        case .rgba(let red, let green, let blue, let opacity):
            guard opacity >= minimumOpacity else { return nil }
            func byte(_ value: Double) -> UInt8 { UInt8(max(0, min(255, (value * 255).rounded()))) }
            self = .rgb(byte(red), byte(green), byte(blue))
        }
    }

    /// A background color as a terminal shows it: opaque ones as `init` gives them; translucent ones
    /// (a widget's `.blue.opacity(0.2)` tint) blended over a dark widget background, as a terminal
    /// cannot blend; the faintest (under 5%) left out.
    static func background(_ color: ColorValue) -> TerminalColor? {
        let (red, green, blue, opacity): (Double, Double, Double, Double)
        switch color {
        case .named(let name, let alpha):
            let alpha = alpha * (translucency[name] ?? 1)
            guard alpha < 1 else { return TerminalColor(color) }
            guard let rgb = namedRGB[name] else { return nil }
            (red, green, blue, opacity) = (rgb.0, rgb.1, rgb.2, alpha)
        case .rgba(let r, let g, let b, let alpha):
            guard alpha < 1 else { return TerminalColor(color) }
            (red, green, blue, opacity) = (r, g, b, alpha)
        case .gradient:
            return background(color.solid)
        }
        guard opacity >= 0.05 else { return nil }
        let base = (28.0 / 255, 28.0 / 255, 30.0 / 255)
        func mix(_ value: Double, _ under: Double) -> UInt8 {
            UInt8(max(0, min(255, ((value * opacity + under * (1 - opacity)) * 255).rounded())))
        }
        return .rgb(mix(red, base.0), mix(green, base.1), mix(blue, base.2))
    }

    /// The system colors' values (dark appearance), for blending.
    static let namedRGB: [String: (Double, Double, Double)] = [
        "red": (1, 0.27, 0.23), "orange": (1, 0.62, 0.04), "yellow": (1, 0.84, 0.04), "green": (0.19, 0.82, 0.35),
        "mint": (0.39, 0.9, 0.89), "teal": (0.25, 0.78, 0.88), "cyan": (0.39, 0.82, 1), "blue": (0.04, 0.52, 1),
        "indigo": (0.37, 0.36, 0.9), "purple": (0.75, 0.35, 0.95), "pink": (1, 0.22, 0.37), "brown": (0.67, 0.56, 0.41),
        "gray": (0.56, 0.56, 0.58), "black": (0, 0, 0), "white": (1, 1, 1), "accentColor": (0.04, 0.52, 1),
        "primary": (1, 1, 1), "secondary": (0.92, 0.92, 0.96), "tint": (0.04, 0.52, 1),
        // Fills and materials are translucent grays: blended, they lighten the widget's background.
        "fill": (0.47, 0.47, 0.5), "fill.secondary": (0.47, 0.47, 0.5), "fill.tertiary": (0.46, 0.46, 0.5),
        "fill.quaternary": (0.46, 0.46, 0.5), "ultraThinMaterial": (0.5, 0.5, 0.5), "thinMaterial": (0.45, 0.45, 0.45),
        "regularMaterial": (0.4, 0.4, 0.4), "thickMaterial": (0.35, 0.35, 0.35), "ultraThickMaterial": (0.3, 0.3, 0.3),
        "bar": (0.3, 0.3, 0.3),
    ]

    /// The opacity a fill or material has in Apple's dark appearance, when drawn at full opacity.
    static let translucency: [String: Double] = [
        "fill": 0.36, "fill.secondary": 0.32, "fill.tertiary": 0.24, "fill.quaternary": 0.18, "ultraThinMaterial": 0.35,
        "thinMaterial": 0.5, "regularMaterial": 0.65, "thickMaterial": 0.8, "ultraThickMaterial": 0.9, "bar": 0.85,
    ]

    func escape(background: Bool) -> String {
        switch self {
        case .ansi(let code): "\(background ? code + 10 : code)"
        case .rgb(let red, let green, let blue): "\(background ? 48 : 38);2;\(red);\(green);\(blue)"
        }
    }
}

/// How a cell is drawn.
struct CellStyle: Hashable, Sendable {
    var foreground: TerminalColor?
    var background: TerminalColor?
    var bold = false
    var dim = false
    var underline = false
    var italic = false
    var strikethrough = false

    static let plain = CellStyle()

    /// The SGR escape that starts this style (after a reset).
    var escape: String {
        var codes = ["0"]
        if bold { codes.append("1") }
        if dim { codes.append("2") }
        if italic { codes.append("3") }
        if underline { codes.append("4") }
        if strikethrough { codes.append("9") }
        if let foreground { codes.append(foreground.escape(background: false)) }
        if let background { codes.append(background.escape(background: true)) }
        return "\u{1b}[" + codes.joined(separator: ";") + "m"
    }
}

/// One terminal cell. A wide character takes two: itself, then a continuation.
struct Cell: Hashable, Sendable {
    var character: Character
    var style: CellStyle
    var isContinuation = false

    static let blank = Cell(character: " ", style: .plain)
}

extension CellStyle {
    /// This style, changed.
    func with(_ change: (inout CellStyle) -> Void) -> CellStyle {
        var style = self
        change(&style)
        return style
    }
}

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
