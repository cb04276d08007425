import Foundation
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

/// A rectangle of cells: every row exactly `width` cells.
struct Grid: Sendable {
    var rows: [[Cell]]
    var width: Int

    var height: Int { rows.count }

    static func blank(width: Int, height: Int, style: CellStyle = .plain) -> Grid {
        let width = max(0, width)
        return Grid(rows: Array(repeating: Array(repeating: Cell(character: " ", style: style), count: width), count: max(0, height)), width: width)
    }

    /// Cells for a line of text in a style, at most `limit` cells wide (cut with "…").
    static func cells(_ text: String, style: CellStyle, limit: Int) -> [Cell] {
        let cut = TerminalText.truncated(text, to: limit)
        var cells: [Cell] = []
        for character in cut {
            cells.append(Cell(character: character, style: style))
            if TerminalText.width(of: character) == 2 { cells.append(Cell(character: " ", style: style, isContinuation: true)) }
        }
        return cells
    }

    /// Lines of cells, each padded to the widest.
    init(lines: [[Cell]], alignment: HorizontalPlacement = .leading) {
        width = lines.map(\.count).max() ?? 0
        rows = lines.map { Grid.pad($0, to: lines.map(\.count).max() ?? 0, alignment: alignment, fill: .blank) }
    }

    init(rows: [[Cell]], width: Int) {
        self.rows = rows
        self.width = width
    }

    static func pad(_ row: [Cell], to width: Int, alignment: HorizontalPlacement, fill: Cell) -> [Cell] {
        let row = row.count > width ? Array(row.prefix(width)) : row
        let gap = width - row.count
        let before = alignment == .leading ? 0 : alignment == .trailing ? gap : gap / 2
        return Array(repeating: fill, count: before) + row + Array(repeating: fill, count: gap - before)
    }

    /// This grid inside a larger area, aligned, the rest filled with `fill`; cut where it does not fit.
    func placed(in size: TextRenderer.Size, horizontal: HorizontalPlacement, vertical: VerticalPlacement, fill: Cell = .blank) -> Grid {
        let shown = rows.prefix(size.height).map { Grid.pad($0, to: size.width, alignment: horizontal, fill: fill) }
        let gap = max(0, size.height - shown.count)
        let above = vertical == .top ? 0 : vertical == .bottom ? gap : gap / 2
        let blank = Array(repeating: fill, count: max(0, size.width))
        return Grid(rows: Array(repeating: blank, count: above) + shown + Array(repeating: blank, count: gap - above), width: max(0, size.width))
    }

    /// The grid with a style laid over every cell: set fields win over the cells' own.
    func styled(_ change: (inout CellStyle) -> Void) -> Grid {
        Grid(rows: rows.map { $0.map { cell in
            var cell = cell
            change(&cell.style)
            return cell
        } }, width: width)
    }

    /// Cells whose background is unset take this one.
    func withBackground(_ color: TerminalColor) -> Grid {
        styled { if $0.background == nil { $0.background = color } }
    }

    /// The text of the grid, with escapes for the cells' styles when `colors` is on.
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
