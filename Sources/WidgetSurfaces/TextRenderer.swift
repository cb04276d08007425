import Foundation
import WidgetDrawing
import WidgetLayout
import WidgetHome
import WidgetWire

/// Draws widgets as text in a framed box the size of the widget's family, with ANSI colors when
/// asked for.
///
/// The layout engine places the views, with text measured in cells (``CellText``): one cell is 8
/// points wide and 18 points tall, so a small widget is 21×9 cells, and each frame maps to the cells
/// it covers. Text of 30 points or more is drawn in big block glyphs three rows tall. Text from a
/// plugin never reaches the terminal raw: control characters are replaced.
public struct TextRenderer: Sendable {
    /// Where each view goes, in cells, and the moment drawn.
    var layout: FrameLayout
    var now: Date { layout.now }
    /// Whether to color the text with ANSI escapes.
    public var colors: Bool

    /// - Parameters:
    ///   - now: The moment of drawing, for relative dates and timers.
    ///   - colors: Whether to use ANSI colors; see ``colorsWanted(environment:isTerminal:)``.
    ///   - cache: Where laid-out widgets are kept (the process's).
    public init(
        now: Date = Date(), timeZone: TimeZone = .current, locale: Locale = .current, metrics: LayoutMetrics = LayoutMetrics(),
        colors: Bool = false, cache: LayoutCache = .shared
    ) {
        layout = FrameLayout(metrics: metrics, now: now, timeZone: timeZone, locale: locale, inCells: true, cache: cache)
        self.colors = colors
    }

    /// Colors on a terminal, unless `NO_COLOR` is set (https://no-color.org) or the terminal is dumb.
    public static func colorsWanted(
        environment: [String: String] = ProcessInfo.processInfo.environment, isTerminal: Bool
    ) -> Bool {
        isTerminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
    }

    /// The family's usual size in cells.
    public static func cells(for family: WidgetFamily) -> (columns: Int, rows: Int) { cells(for: family.displaySize) }

    /// A size in cells.
    static func cells(for size: Size) -> (columns: Int, rows: Int) {
        (Int((size.width / CellText.width).rounded()), max(1, Int((size.height / CellText.height).rounded())))
    }

    /// The entry's view in a box with rounded corners and the title in its top edge.
    public func render(
        _ node: RenderNode, family: WidgetFamily, title: String? = nil, contentMarginsDisabled: Bool = false
    ) -> String {
        let (columns, rows) = Self.cells(for: layout.metrics.size(of: family))
        let size = Size(width: Double(columns) * CellText.width, height: Double(rows) * CellText.height)
        var canvas = CellCanvas(columns: columns, rows: rows)
        let laid = layout.layout(node, family: family, size: size, contentMarginsDisabled: contentMarginsDisabled)
        draw(laid, on: &canvas, clip: canvas.bounds, style: .plain, effect: .identity)
        let label = title.map { TerminalText.truncated(TerminalText.sanitized(" \($0) "), to: columns - 1) } ?? ""
        let top = "╭─" + label + String(repeating: "─", count: max(0, columns - 1 - TerminalText.width(label))) + "╮"
        let bottom = "╰" + String(repeating: "─", count: columns) + "╯"
        return ([top] + canvas.text(colors: colors).map { "│\($0)│" } + [bottom]).joined(separator: "\n")
    }

    // MARK: - Views

    /// A view and what is inside it. `effect` is what the rotation and scale effects around it do to
    /// its points: cells cannot be turned, so it moves a path's braille dots alone; everything else is
    /// drawn in the cells of its frame, as it was laid out.
    private func draw(_ view: LaidOutView, on canvas: inout CellCanvas, clip: CellRect, style: CellStyle, effect: DrawingTransform) {
        var style = style
        var clip = clip
        var effect = effect
        let cells = CellRect(view.frame)
        for modifier in view.paint {
            switch modifier {
            case .opacity(let opacity) where opacity < 0.05: return
            case .opacity(let opacity) where opacity < 0.6: style.dim = true
            case .clipped, .cornerRadius, .clipShape: clip = clip.intersection(cells)
            case .rotationEffect, .scaleEffect:
                guard let inner = DrawingTransform(modifier, in: view.frame) else { break }
                effect = inner.then(effect)
                // Scaled to nothing, it shows nothing.
                if effect.isDegenerate { return }
            default: break
            }
        }
        var ink = style
        Self.apply(view.foreground, to: &ink)
        switch view.content {
        case .container, .link: break
        case .text(let paragraph, let metrics): text(paragraph, metrics, cells, on: &canvas, clip: clip, style: ink)
        case .color(let color):
            if let background = TerminalColor.background(color) { canvas.fill(background, in: cells.intersection(clip)) }
        case .shape(let shape): self.shape(shape, view, cells, on: &canvas, clip: clip, style: ink, effect: effect)
        case .image(let image), .symbol(let image, _):
            let glyph = image.systemName.map { SymbolGlyphs.glyph(for: $0).glyph } ?? "▣"
            canvas.put(glyph, ink, column: cells.minColumn + (cells.columns - TerminalText.width(of: glyph)) / 2, row: cells.middleRow, clip: clip)
        case .divider:
            let dim = ink.with { $0.dim = true }
            if view.frame.width >= view.frame.height {
                for column in cells.columnRange { canvas.put("─", dim, column: column, row: cells.middleRow, clip: clip) }
            } else {
                for row in cells.rowRange { canvas.put("│", dim, column: cells.minColumn, row: row, clip: clip) }
            }
        case .progress(let progress, _): self.progress(progress.at(now), view, cells, on: &canvas, clip: clip, style: ink)
        case .control(let control):
            // A button's label in brackets, in the cells the layout keeps beside it; a toggle's switch
            // is a view of its own, and a custom style's body is the whole control.
            guard control.kind == .button, !control.styled else { break }
            canvas.put("[", ink, column: cells.minColumn, row: cells.middleRow, clip: clip)
            canvas.put("]", ink, column: cells.maxColumn - 1, row: cells.middleRow, clip: clip)
        case .toggleSwitch(let toggle):
            // Two cells at the track's right end: the knob on the side it is on.
            let track = toggle.isOn ? ink.with { $0.foreground = .ansi(32) } : ink.with { $0.dim = true }
            let glyphs: [Character] = toggle.isOn ? ["━", "●"] : ["●", "━"]
            for (offset, glyph) in glyphs.enumerated() {
                canvas.put(glyph, track, column: cells.maxColumn - 2 + offset, row: cells.middleRow, clip: clip)
            }
        }
        for child in view.children { draw(child, on: &canvas, clip: clip, style: style, effect: effect) }
    }

    /// A text's lines, broken as they were measured, each placed in the frame as its alignment says.
    private func text(_ paragraph: TextParagraph, _ metrics: TextMetrics, _ cells: CellRect, on canvas: inout CellCanvas, clip: CellRect, style: CellStyle) {
        let single = metrics.lineCount == 1 && !metrics.isTruncated
        let (lines, _) = CellText.lines(
            paragraph, columns: single ? nil : cells.columns, maximumLines: metrics.isTruncated ? metrics.lineCount : paragraph.lineLimit)
        let styles = paragraph.spans.map { span in
            style.with {
                if span.font.weight >= 600 { $0.bold = true }
                if span.font.italic { $0.italic = true }
                if span.paint.underline { $0.underline = true }
                if span.paint.strikethrough { $0.strikethrough = true }
                Self.apply(span.paint.color, to: &$0)
            }
        }
        var row = cells.minRow
        for line in lines {
            let spare = cells.columns - line.columns
            var column = cells.minColumn + (paragraph.alignment == "center" ? spare / 2 : paragraph.alignment == "trailing" ? spare : 0)
            for glyph in line.glyphs {
                let style = styles.indices.contains(glyph.span) ? styles[glyph.span] : style
                if glyph.big, let big = BigGlyphs.cells(for: glyph.character) {
                    for (offset, characters) in big.enumerated() {
                        for (index, character) in characters.enumerated() where character != " " {
                            canvas.put(character, style, column: column + index, row: row + offset, clip: clip)
                        }
                    }
                } else {
                    canvas.put(glyph.character, style, column: column, row: row + line.rows - 1, clip: clip)
                }
                column += glyph.columns
            }
            row += line.rows
        }
    }

    /// A filled shape is its cells' background color; a stroked or trimmed one its outline in
    /// box-drawing lines (a terminal has no arcs: a ring is drawn whole, in its cells however it is
    /// trimmed or turned). A path is drawn as itself, turned and scaled by its effects.
    private func shape(
        _ shape: ShapeNode, _ view: LaidOutView, _ cells: CellRect, on canvas: inout CellCanvas, clip: CellRect, style: CellStyle,
        effect: DrawingTransform
    ) {
        if shape.kind == .path { return path(shape, view, on: &canvas, clip: clip, style: style, effect: effect) }
        if let stroke = shape.stroke {
            var outline = style
            Self.apply(stroke, to: &outline)
            canvas.outline(cells, rounded: shape.kind != .rectangle, style: { _ in outline }, clip: clip)
        }
        guard shape.stroke == nil || shape.fill != nil else { return }
        if let color = Self.fillColor(shape, view) { canvas.fill(color, in: cells.intersection(clip)) }
    }

    /// A path's fill is the background of the cells whose middle it covers; its stroke (trimmed) a
    /// line of braille dots, two across and four down a cell, in the stroke's color.
    private func path(_ shape: ShapeNode, _ view: LaidOutView, on canvas: inout CellCanvas, clip: CellRect, style: CellStyle, effect: DrawingTransform) {
        var path = shape.trimmedOutline(in: view.frame, containerCorners: 0)
        if effect != .identity { path.elements = path.elements.map { $0.mapPoints(effect.apply) } }
        guard let bounds = path.bounds else { return }
        let area = CellRect(bounds).intersection(clip)
        if shape.stroke == nil || shape.fill != nil, let color = Self.fillColor(shape, view) {
            for row in area.rowRange {
                for column in area.columnRange {
                    let middle = PathNode.Point(x: (Double(column) + 0.5) * CellText.width, y: (Double(row) + 0.5) * CellText.height)
                    if path.contains(middle, evenOdd: shape.evenOdd) {
                        canvas.fill(color, in: CellRect(minColumn: column, minRow: row, maxColumn: column + 1, maxRow: row + 1))
                    }
                }
            }
        }
        guard let stroke = shape.stroke else { return }
        var ink = style
        Self.apply(stroke, to: &ink)
        let (dotWidth, dotHeight) = (CellText.width / 2, CellText.height / 4)
        var dots: [Int: [Int: UInt32]] = [:]
        for line in path.flattened(step: 1) {
            for (a, b) in zip(line.points, line.points.dropFirst()) {
                let steps = max(1, Int((max(abs(b.x - a.x) / dotWidth, abs(b.y - a.y) / dotHeight) * 2).rounded(.up)))
                for step in 0...steps {
                    let t = Double(step) / Double(steps)
                    let (x, y) = ((a.x + (b.x - a.x) * t) / dotWidth, (a.y + (b.y - a.y) * t) / dotHeight)
                    guard x.isFinite, y.isFinite, abs(x) < 1e6, abs(y) < 1e6 else { continue }
                    let (dotColumn, dotRow) = (Int(x.rounded(.down)), Int(y.rounded(.down)))
                    let (column, row) = (dotColumn >> 1, dotRow >> 2)
                    dots[row, default: [:]][column, default: 0] |= Self.brailleBits[dotRow & 3][dotColumn & 1]
                }
            }
        }
        for (row, columns) in dots {
            for (column, bits) in columns {
                guard let glyph = Unicode.Scalar(0x2800 + bits) else { continue }
                canvas.put(Character(glyph), ink, column: column, row: row, clip: clip)
            }
        }
    }

    /// The bit of a braille cell's dot, by its row (0…3) and column (0…1).
    static let brailleBits: [[UInt32]] = [[0x01, 0x08], [0x02, 0x10], [0x04, 0x20], [0x40, 0x80]]

    /// The background a shape's fill gives its cells: the terminal's own light color for the primary
    /// style, nil where a terminal cannot show it.
    private static func fillColor(_ shape: ShapeNode, _ view: LaidOutView) -> TerminalColor? {
        let fill = shape.fill ?? view.foreground ?? .named("primary", opacity: 1)
        if case .named("primary", _) = fill { return .ansi(37) }
        if case .named("foreground", _) = fill { return .ansi(37) }
        return TerminalColor.background(fill)
    }

    /// A bar of blocks, the part done in the tint; a ring is its outline, the part done in the tint
    /// clockwise from the top.
    private func progress(_ progress: ProgressNode, _ view: LaidOutView, _ cells: CellRect, on canvas: inout CellCanvas, clip: CellRect, style: CellStyle) {
        var tint = view.foreground == nil ? style.with { $0.foreground = .ansi(34) } : style
        if let color = progress.tint.flatMap({ TerminalColor($0.solid) }) { tint.foreground = color }
        let rest = style.with { $0.dim = true }
        switch progress.style {
        case .circular, .accessoryCircular:
            let fraction = progress.fraction ?? 0
            canvas.outline(cells, rounded: true, style: { $0 < fraction ? tint : rest }, clip: clip)
        case .linear, .gauge, .accessoryLinear:
            guard let fraction = progress.fraction else {
                for column in cells.columnRange { canvas.put("┄", rest, column: column, row: cells.middleRow, clip: clip) }
                return
            }
            let done = Int((fraction * Double(cells.columns)).rounded())
            for (index, column) in cells.columnRange.enumerated() {
                canvas.put(index < done ? "█" : "░", index < done ? tint : rest, column: column, row: cells.middleRow, clip: clip)
            }
        }
    }

    /// The styles a terminal draws dimmed: the lesser levels of the foreground.
    static let dimmedStyles: Set = ["secondary", "tertiary", "quaternary", "quinary"]

    /// A foreground style on a cell: the primary color is the terminal's own, the lesser levels are dim.
    static func apply(_ color: ColorValue?, to style: inout CellStyle) {
        guard let color else { return }
        switch color.solid {
        case .named("primary", _), .named("foreground", _): break
        case .named(let name, _) where dimmedStyles.contains(name): style.dim = true
        default: if let terminal = TerminalColor(color.solid) { style.foreground = terminal }
        }
    }
}
