import Foundation
import WidgetDrawing
import WidgetWire

/// Draws render trees as text in a framed box the size of the widget's family, with ANSI colors when
/// asked for.
///
/// One cell is 8 points wide and 18 points tall, so a small widget is 21×9 cells. Stacks, spacers,
/// padding and frames are laid out as SwiftUI would; text wraps at words and is cut with "…". Text from
/// a plugin never reaches the terminal raw: control characters are replaced.
public struct TextRenderer: Sendable {
    var dates: DateText
    /// Whether to color the text with ANSI escapes.
    public var colors: Bool

    /// - Parameters:
    ///   - now: The moment of drawing, for relative dates and timers.
    ///   - colors: Whether to use ANSI colors; see ``colorsWanted(environment:isTerminal:)``.
    public init(now: Date = Date(), timeZone: TimeZone = .current, locale: Locale = .current, colors: Bool = false) {
        dates = DateText(now: now, timeZone: timeZone, locale: locale)
        self.colors = colors
    }

    /// Colors on a terminal, unless `NO_COLOR` is set (https://no-color.org) or the terminal is dumb.
    public static func colorsWanted(
        environment: [String: String] = ProcessInfo.processInfo.environment, isTerminal: Bool
    ) -> Bool {
        isTerminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
    }

    /// The family's size in cells.
    public static func cells(for family: WidgetFamily) -> (columns: Int, rows: Int) {
        let size = family.displaySize
        return (Int((size.width / 8).rounded()), max(1, Int((size.height / 18).rounded())))
    }

    /// The entry's view in a box with rounded corners and the title in its top edge.
    public func render(
        _ node: RenderNode, family: WidgetFamily, title: String? = nil, contentMarginsDisabled: Bool = false
    ) -> String {
        let (columns, _) = Self.cells(for: family)
        let (inner, margins) = Self.inner(family, contentMarginsDisabled: contentMarginsDisabled)
        var box = CellStyle.plain
        if colors, case .color(let color)? = node.containerBackground?.element {
            box.background = TerminalColor.background(color)
        }
        let fill = Cell(character: " ", style: box)
        var content = layout(node, in: inner, inherited: Inherited(), fillHeight: true)
        if let background = box.background { content = content.withBackground(background) }
        let placed = content.placed(in: inner, horizontal: .center, vertical: .center, fill: fill)
        let side = Array(repeating: fill, count: margins.0)
        let body = Grid.blank(width: columns, height: margins.1, style: box).rows
            + placed.rows.map { side + $0 + side }
            + Grid.blank(width: columns, height: margins.1, style: box).rows
        let label = title.map { TerminalText.truncated(TerminalText.sanitized(" \($0) "), to: columns - 1) } ?? ""
        let top = "╭─" + label + String(repeating: "─", count: max(0, columns - 1 - TerminalText.width(label))) + "╮"
        let bottom = "╰" + String(repeating: "─", count: columns) + "╯"
        return ([top] + Grid(rows: body, width: columns).text(colors: colors).map { "│\($0)│" } + [bottom])
            .joined(separator: "\n")
    }

    /// Why the view does not fit the family's size, if it does not: what drawing it would cut off.
    public func overflow(of node: RenderNode, family: WidgetFamily, contentMarginsDisabled: Bool = false) -> String? {
        let (inner, _) = Self.inner(family, contentMarginsDisabled: contentMarginsDisabled)
        let content = layout(node, in: inner, inherited: Inherited(), fillHeight: false)
        if content.rows.count > inner.height {
            return "its content is \(content.rows.count) lines tall; a \(family.shortName) widget shows \(inner.height), the rest is cut off"
        }
        if content.width > inner.width {
            return "its content is \(content.width) columns wide; a \(family.shortName) widget shows \(inner.width)"
        }
        return nil
    }

    /// The space inside the family's margins, in cells, and the margins.
    private static func inner(_ family: WidgetFamily, contentMarginsDisabled: Bool) -> (Size, (Int, Int)) {
        let (columns, rows) = cells(for: family)
        let margins = contentMarginsDisabled || !family.rawValue.hasPrefix("system") ? (0, 0) : (2, 1)
        return (Size(width: columns - 2 * margins.0, height: rows - 2 * margins.1), margins)
    }

    // MARK: - Layout

    struct Size {
        var width: Int
        var height: Int
    }

    /// What a view passes down to its content, as SwiftUI's environment does.
    struct Inherited {
        var style = CellStyle.plain
        var lineLimit: Int?
        var textAlignment = HorizontalPlacement.leading
    }

    /// Lays a node out in at most `size`. With `fillHeight`, flexible content (spacers, colors)
    /// stretches to the full height; otherwise it takes its natural height.
    func layout(_ node: RenderNode, in size: Size, inherited: Inherited, fillHeight: Bool) -> Grid {
        layout(node.element, modifiers: node.modifiers[...], in: size, inherited: inherited, fillHeight: fillHeight)
    }

    private func layout(
        _ element: RenderNode.Element, modifiers: ArraySlice<Modifier>, in size: Size, inherited: Inherited, fillHeight: Bool
    ) -> Grid {
        guard let outermost = modifiers.last else { return layout(element, in: size, inherited: inherited, fillHeight: fillHeight) }
        let inner = modifiers.dropLast()
        func content(_ inherited: Inherited = inherited, in size: Size = size, fillHeight: Bool = fillHeight) -> Grid {
            layout(element, modifiers: inner, in: size, inherited: inherited, fillHeight: fillHeight)
        }
        var changed = inherited
        switch outermost {
        case .padding(let insets):
            let left = Int((insets.leading / 8).rounded()), right = Int((insets.trailing / 8).rounded())
            let top = Int((insets.top / 18).rounded()), bottom = Int((insets.bottom / 18).rounded())
            let grid = content(in: Size(width: max(0, size.width - left - right), height: max(0, size.height - top - bottom)))
            let width = min(size.width, grid.width + left + right)
            let rows = Grid.blank(width: width, height: top).rows
                + grid.rows.map { Grid.pad(Array(repeating: .blank, count: left) + $0, to: width, alignment: .leading, fill: .blank) }
                + Grid.blank(width: width, height: bottom).rows
            return Grid(rows: Array(rows.prefix(size.height)), width: width)
        case .frame(let frame):
            let fillsWidth = (frame.maxWidth ?? 0) == .infinity
            let fillsHeight = (frame.maxHeight ?? 0) == .infinity
            let width = frame.width.map { min(size.width, Int(($0 / 8).rounded())) } ?? (fillsWidth ? size.width : nil)
            let height = frame.height.map { min(size.height, Int(($0 / 18).rounded())) } ?? (fillsHeight ? size.height : nil)
            let grid = content(in: Size(width: width ?? size.width, height: height ?? size.height), fillHeight: fillHeight || height != nil)
            return grid.placed(
                in: Size(width: width ?? grid.width, height: height ?? grid.height),
                horizontal: HorizontalPlacement(alignment: frame.alignment), vertical: VerticalPlacement(alignment: frame.alignment))
        case .font(let font):
            changed.style.bold = Self.isBold(font)
            return content(changed)
        case .fontWeight(let weight):
            changed.style.bold = Self.boldWeights.contains(weight)
            return content(changed)
        case .foregroundStyle(let color):
            switch color.solid {
            case .named("primary", _), .named("foreground", _): (changed.style.foreground, changed.style.dim) = (nil, false)
            case .named(let name, _) where Self.dimmedStyles.contains(name): (changed.style.foreground, changed.style.dim) = (nil, true)
            default: changed.style.foreground = TerminalColor(color.solid)
            }
            return content(changed)
        case .background(let background, let alignment):
            let grid = content()
            if case .color(let color) = background.element, background.modifiers.isEmpty {
                guard colors, let terminal = TerminalColor.background(color) else { return grid }
                return grid.withBackground(terminal)
            }
            let area = Size(width: grid.width, height: grid.height)
            return Self.layered([layout(background, in: area, inherited: inherited, fillHeight: true), grid], in: area, alignment: alignment)
        case .overlay(let overlay, let alignment):
            let grid = content()
            let area = Size(width: grid.width, height: grid.height)
            return Self.layered([grid, layout(overlay, in: area, inherited: inherited, fillHeight: false)], in: area, alignment: alignment)
        case .shadow:
            // A terminal has no shadows.
            return content()
        case .opacity(let opacity):
            if opacity < 0.05 { let grid = content(); return Grid.blank(width: grid.width, height: grid.height) }
            if opacity < 0.6 { changed.style.dim = true }
            return content(changed)
        case .lineLimit(let limit):
            changed.lineLimit = limit
            return content(changed)
        case .multilineTextAlignment(let alignment):
            changed.textAlignment = HorizontalPlacement(alignment: alignment)
            return content(changed)
        case .containerBackground, .cornerRadius, .minimumScaleFactor, .widgetURL, .privacySensitive, .invalidatable, .accentable,
            .layoutPriority, .fixedSize, .offset, .clipped, .aspectRatio, .truncationMode:
            // Drawn by the box (the container background) or nothing to draw in cells.
            return content()
        }
    }

    private static let boldWeights: Set = ["semibold", "bold", "heavy", "black"]

    private static func isBold(_ font: FontValue) -> Bool {
        if let weight = font.weight, weight != "regular" { return boldWeights.contains(weight) }
        return ["largeTitle", "title", "title2", "title3", "headline"].contains(font.style ?? "")
    }

    private func layout(_ element: RenderNode.Element, in size: Size, inherited: Inherited, fillHeight: Bool) -> Grid {
        let style = inherited.style
        switch element {
        case .empty, .spacer:
            return Grid.blank(width: 0, height: 0)
        case .text(let text):
            let pieces = text.runs.flatMap { self.pieces($0, style: style) }
            let string = pieces.map(\.text).joined()
            let limit = min(size.height, inherited.lineLimit ?? Int.max)
            var lines = TerminalText.wrapped(string, to: size.width)
            if lines.count > limit {
                lines = Array(lines.prefix(limit))
                if let last = lines.indices.last { lines[last] = TerminalText.truncated(lines[last] + " …", to: size.width) }
            }
            if Set(pieces.map(\.style)).count <= 1 {
                return Grid(lines: lines.map { Grid.cells($0, style: pieces.first?.style ?? style, limit: size.width) }, alignment: inherited.textAlignment)
            }
            return Grid(lines: Self.styled(lines, from: pieces, limit: size.width), alignment: inherited.textAlignment)
        case .color(let color):
            let height = fillHeight ? size.height : 0
            guard colors, let terminal = TerminalColor.background(color) else {
                return Grid.blank(width: size.width, height: height)
            }
            return Grid.blank(width: size.width, height: height, style: CellStyle(background: terminal))
        case .shape(let shape):
            return self.shape(shape, in: size, inherited: inherited, fillHeight: fillHeight)
        case .image(let image):
            let glyph = image.systemName.map { SymbolGlyphs.glyph(for: $0).glyph } ?? "▣"
            return Grid(lines: [Grid.cells(String(glyph), style: style, limit: size.width)])
        case .divider:
            return Grid(lines: [Grid.cells(String(repeating: "─", count: max(0, size.width)), style: style.dimmed, limit: size.width)])
        case .progress(let progress):
            return self.progress(progress.at(dates.now), in: size, inherited: inherited)
        case .link(_, let content):
            var linked = inherited
            linked.style.underline = true
            return layout(content, in: size, inherited: linked, fillHeight: fillHeight)
        case .truncated(let reason):
            return Grid(lines: [Grid.cells("⚠ \(TerminalText.sanitized(reason))", style: style.dimmed, limit: size.width)])
        case .control(let control):
            // A button shows in brackets, a toggle with its state in front.
            let mark = control.kind == .toggle ? (control.isOn == true ? "◉ " : "○ ") : "["
            let label = TerminalText.sanitized(control.label.texts.joined(separator: " "))
            let text = control.kind == .toggle ? mark + label : mark + label + "]"
            var bold = style
            bold.bold = true
            return Grid(lines: [Grid.cells(text, style: bold, limit: size.width)])
        case .group(let children):
            return stack(StackNode(axis: .vertical, children: children), in: size, inherited: inherited, fillHeight: fillHeight)
        case .stack(let stack):
            return self.stack(stack, in: size, inherited: inherited, fillHeight: fillHeight)
        }
    }

    /// A run's text, sanitized, in the style it is drawn in.
    private func pieces(_ run: TextRun, style: CellStyle) -> [(text: String, style: CellStyle)] {
        switch run {
        case .verbatim(let string): return [(TerminalText.sanitized(string), style)]
        case .date(let date, let dateStyle): return [(TerminalText.sanitized(dates.format(date, style: dateStyle)), style)]
        case .timer(let timer):
            return [(DateText.timer(seconds: Int(timer.seconds(at: dates.now).rounded(.up)), showsHours: timer.showsHours), style)]
        case .symbol(let name): return [(String(SymbolGlyphs.glyph(for: name).glyph), style)]
        case .styled(let runs, let runStyle):
            var changed = style
            if let font = runStyle.font { changed.bold = Self.isBold(font) }
            if let weight = runStyle.weight { changed.bold = Self.boldWeights.contains(weight) }
            changed.italic = changed.italic || runStyle.italic
            changed.underline = changed.underline || runStyle.underline
            changed.strikethrough = changed.strikethrough || runStyle.strikethrough
            if let color = runStyle.color?.solid {
                switch color {
                case .named("primary", _), .named("foreground", _): (changed.foreground, changed.dim) = (style.foreground, style.dim)
                case .named(let name, _) where Self.dimmedStyles.contains(name): changed.dim = true
                default: changed.foreground = TerminalColor(color) ?? changed.foreground
                }
            }
            return runs.flatMap { pieces($0, style: changed) }
        }
    }

    /// Wrapped lines in the styles of the pieces their words came from. Wrapping keeps words in
    /// order (joining them with single spaces, cutting one too long with "…"), so each word of a line
    /// is the next word of the text.
    private static func styled(_ lines: [String], from pieces: [(text: String, style: CellStyle)], limit: Int) -> [[Cell]] {
        var words: [[CellStyle]] = []
        var current: [CellStyle] = []
        for piece in pieces {
            for character in piece.text {
                if character == " " || character == "\n" {
                    if !current.isEmpty { words.append(current) }
                    current = []
                } else {
                    current.append(piece.style)
                }
            }
        }
        if !current.isEmpty { words.append(current) }
        var next = 0
        return lines.map { line in
            var cells: [Cell] = []
            for (index, word) in line.split(separator: " ", omittingEmptySubsequences: true).enumerated() {
                let styles = next < words.count ? words[next] : []
                next += 1
                if index > 0 { cells += Grid.cells(" ", style: styles.first ?? .plain, limit: 1) }
                for (offset, character) in word.enumerated() {
                    cells += Grid.cells(String(character), style: offset < styles.count ? styles[offset] : styles.last ?? .plain, limit: 2)
                }
            }
            return Array(cells.prefix(limit))
        }
    }

    private func progress(_ progress: ProgressNode, in size: Size, inherited: Inherited) -> Grid {
        var lines: [[Cell]] = []
        if let label = progress.label, size.height > 1 {
            lines += layout(label, in: Size(width: size.width, height: 1), inherited: inherited, fillHeight: false).rows
        }
        let percent = progress.fraction.map { "\(Int(($0 * 100).rounded()))%" }
        switch progress.style {
        case .linear:
            guard let fraction = progress.fraction else {
                lines.append(Grid.cells(String(repeating: "┄", count: size.width), style: inherited.style.dimmed, limit: size.width))
                break
            }
            let label = " " + percent!
            let bar = max(0, size.width - label.count)
            let filled = Int((fraction * Double(bar)).rounded())
            lines.append(
                Grid.cells(String(repeating: "█", count: filled), style: inherited.style, limit: size.width)
                    + Grid.cells(String(repeating: "░", count: bar - filled), style: inherited.style.dimmed, limit: size.width)
                    + Grid.cells(label, style: inherited.style, limit: size.width))
        case .circular, .gauge:
            let glyphs: [Character] = ["○", "◔", "◑", "◕", "●"]
            let glyph = progress.fraction.map { glyphs[Int(($0 * 4).rounded())] } ?? "◌"
            lines.append(Grid.cells("\(glyph) \(percent ?? "")", style: inherited.style, limit: size.width))
        }
        return Grid(lines: lines)
    }

    private func stack(_ stack: StackNode, in size: Size, inherited: Inherited, fillHeight: Bool) -> Grid {
        let children = stack.children.flatMap(Self.flattened)
        switch stack.axis {
        case .vertical: return vertical(children, stack, in: size, inherited: inherited, fillHeight: fillHeight)
        case .horizontal: return horizontal(children, stack, in: size, inherited: inherited, fillHeight: fillHeight)
        case .depth: return depth(children, stack, in: size, inherited: inherited, fillHeight: fillHeight)
        case .grid: return grid(stack, in: size, inherited: inherited)
        case .fits:
            // The first candidate whose natural size (unwrapped, uncut) fits, else the last.
            let chosen = children.first { child in
                let natural = layout(child, in: Size(width: 10_000, height: 10_000), inherited: inherited, fillHeight: false)
                return natural.width <= size.width && natural.height <= size.height
            } ?? children.last
            return chosen.map { layout($0, in: size, inherited: inherited, fillHeight: fillHeight) } ?? Grid.blank(width: 0, height: 0)
        }
    }

    /// A grid: each row's cells laid out at their natural size, every column as wide as its widest
    /// cell; a row that is not a horizontal stack spans the grid.
    private func grid(_ stack: StackNode, in size: Size, inherited: Inherited) -> Grid {
        let rows: [(cells: [Grid], spacing: Int)?] = stack.children.map { row in
            guard row.modifiers.isEmpty, case .stack(let cells) = row.element, cells.axis == .horizontal else { return nil }
            let grids = cells.children.flatMap(Self.flattened).map { layout($0, in: size, inherited: inherited, fillHeight: false) }
            return (grids, max(1, Int(((cells.spacing ?? 8) / 8).rounded())))
        }
        var widths: [Int] = []
        for case let row? in rows {
            for (column, cell) in row.cells.enumerated() {
                if column < widths.count { widths[column] = max(widths[column], cell.width) } else { widths.append(cell.width) }
            }
        }
        var lines: [[Cell]] = []
        let gap = max(0, Int(((stack.spacing ?? 0) / 18).rounded()))
        for (index, row) in rows.enumerated() {
            if index > 0 { lines += Array(repeating: [], count: gap) }
            guard let row else {
                lines += layout(stack.children[index], in: size, inherited: inherited, fillHeight: false).rows
                continue
            }
            let height = row.cells.map(\.height).max() ?? 0
            for line in 0..<height {
                var cells: [Cell] = []
                for (column, cell) in row.cells.enumerated() {
                    if column > 0 { cells += Array(repeating: .blank, count: row.spacing) }
                    let content = line < cell.rows.count ? cell.rows[line] : []
                    cells += Grid.pad(content, to: widths[column], alignment: .leading, fill: .blank)
                }
                lines.append(Array(cells.prefix(size.width)))
            }
        }
        return Grid(lines: Array(lines.prefix(size.height)))
    }

    private func vertical(_ children: [RenderNode], _ stack: StackNode, in size: Size, inherited: Inherited, fillHeight: Bool) -> Grid {
        let spacing = stack.spacing.map { Int(($0 / 18).rounded()) } ?? 0
        let flexible = children.map { Self.isFlexible($0, vertically: true) }
        var grids = [Grid?](repeating: nil, count: children.count)
        var used = spacing * max(0, children.count - 1)
        for (index, child) in children.enumerated() where !flexible[index] {
            let grid = layout(child, in: Size(width: size.width, height: max(0, size.height - used)), inherited: inherited, fillHeight: false)
            grids[index] = grid
            used += grid.height
        }
        let flexibleCount = flexible.filter { $0 }.count
        let share = fillHeight && flexibleCount > 0 ? max(0, size.height - used) : 0
        var flexibleIndex = 0
        for (index, child) in children.enumerated() where flexible[index] {
            let height = share / flexibleCount + (flexibleIndex < share % flexibleCount ? 1 : 0)
            flexibleIndex += 1
            let grid = layout(child, in: Size(width: size.width, height: height), inherited: inherited, fillHeight: true)
            grids[index] = grid.placed(in: Size(width: grid.width, height: height), horizontal: .leading, vertical: .top)
        }
        // Dividers span the stack's width.
        let width = zip(children, grids).filter { !Self.isDivider($0.0) }.compactMap { $0.1?.width }.max()
            ?? grids.compactMap { $0?.width }.max() ?? 0
        let placement = HorizontalPlacement(alignment: stack.alignment)
        var rows: [[Cell]] = []
        for (index, grid) in grids.enumerated() {
            if index > 0 { rows += Grid.blank(width: width, height: spacing).rows }
            let grid = Self.isDivider(children[index]) ? Grid(rows: grid!.rows.map { Array($0.prefix(width)) }, width: width) : grid!
            rows += grid.rows.map { Grid.pad($0, to: width, alignment: placement, fill: .blank) }
        }
        if rows.count > size.height {
            rows = Array(rows.prefix(size.height))
            if let last = rows.indices.last {
                let text = Grid(rows: [rows[last]], width: width).text(colors: false)[0].trimmingTrailingSpaces
                rows[last] = Grid.pad(Grid.cells(TerminalText.truncated(text + " …", to: width), style: inherited.style, limit: width),
                                      to: width, alignment: .leading, fill: .blank)
            }
        }
        return Grid(rows: rows, width: width)
    }

    private func horizontal(_ children: [RenderNode], _ stack: StackNode, in size: Size, inherited: Inherited, fillHeight: Bool) -> Grid {
        let spacing = stack.spacing.map { Int(($0 / 8).rounded()) } ?? 1
        let flexible = children.map { Self.isFlexible($0, vertically: false) }
        var grids = [Grid?](repeating: nil, count: children.count)
        var used = spacing * max(0, children.count - 1)
        for (index, child) in children.enumerated() where !flexible[index] {
            let grid = layout(child, in: Size(width: max(0, size.width - used), height: size.height), inherited: inherited, fillHeight: fillHeight)
            grids[index] = grid
            used += grid.width
        }
        let flexibleCount = flexible.filter { $0 }.count
        let share = max(0, size.width - used)
        var flexibleIndex = 0
        for (index, child) in children.enumerated() where flexible[index] {
            let width = share / flexibleCount + (flexibleIndex < share % flexibleCount ? 1 : 0)
            flexibleIndex += 1
            let grid = layout(child, in: Size(width: width, height: size.height), inherited: inherited, fillHeight: fillHeight)
            grids[index] = grid.placed(in: Size(width: width, height: grid.height), horizontal: .center, vertical: .top)
        }
        let height = grids.compactMap { $0?.height }.max() ?? 0
        let placement = VerticalPlacement(alignment: stack.alignment)
        let columns = grids.map { $0!.placed(in: Size(width: $0!.width, height: height), horizontal: .leading, vertical: placement) }
        let gap = Array(repeating: Cell.blank, count: spacing)
        let rows = (0..<height).map { row in
            columns.enumerated().flatMap { index, column in (index > 0 ? gap : []) + column.rows[row] }
        }
        let width = min(size.width, columns.reduce(0) { $0 + $1.width } + spacing * max(0, columns.count - 1))
        return Grid(rows: rows.map { Grid.pad($0, to: width, alignment: .leading, fill: .blank) }, width: width)
    }

    private func depth(_ children: [RenderNode], _ stack: StackNode, in size: Size, inherited: Inherited, fillHeight: Bool) -> Grid {
        let grids = children.map { layout($0, in: size, inherited: inherited, fillHeight: fillHeight) }
        let area = Size(width: grids.map(\.width).max() ?? 0, height: grids.map(\.height).max() ?? 0)
        return Self.layered(grids, in: area, alignment: stack.alignment)
    }

    /// Layers drawn one over the other in an area, each placed by the alignment.
    private static func layered(_ grids: [Grid], in area: Size, alignment: String) -> Grid {
        let horizontal = HorizontalPlacement(alignment: alignment)
        let vertical = VerticalPlacement(alignment: alignment)
        var canvas = Grid.blank(width: area.width, height: area.height)
        for grid in grids {
            for (row, cells) in grid.placed(in: area, horizontal: horizontal, vertical: vertical).rows.enumerated() {
                for (column, cell) in cells.enumerated() {
                    // A later child covers what is under it where it draws; its background shows through blanks.
                    if cell.character != " " || cell.isContinuation {
                        canvas.rows[row][column] = cell
                    } else if let background = cell.style.background {
                        canvas.rows[row][column].style.background = background
                    }
                }
            }
        }
        return canvas
    }

    /// A shape in cells: its fill as the cells' background (in color terminals), or its outline in
    /// box-drawing lines in its stroke's color; a trimmed outline is drawn whole (a terminal has no arcs).
    private func shape(_ shape: ShapeNode, in size: Size, inherited: Inherited, fillHeight: Bool) -> Grid {
        func style(_ paint: ColorValue) -> CellStyle {
            var style = inherited.style
            if case .named("foreground", _) = paint {} else if let color = TerminalColor(paint.solid, minimumOpacity: 0) { style.foreground = color }
            return style
        }
        let width = size.width
        if let stroke = shape.stroke, shape.fill == nil {
            let height = fillHeight ? size.height : min(size.height, 3)
            guard width >= 2, height >= 2 else { return Grid(lines: [Grid.cells(String(repeating: "─", count: width), style: style(stroke), limit: width)]) }
            let rounded = shape.kind != .rectangle
            let (top, bottom) = rounded ? (("╭", "╮"), ("╰", "╯")) : (("┌", "┐"), ("└", "┘"))
            let middle = String(repeating: "─", count: width - 2)
            let lines = [top.0 + middle + top.1] + Array(repeating: "│" + String(repeating: " ", count: width - 2) + "│", count: height - 2)
                + [bottom.0 + middle + bottom.1]
            return Grid(lines: lines.map { Grid.cells($0, style: style(stroke), limit: width) })
        }
        // A filled shape paints its cells' background, as a color does, so text over it stays readable.
        let height = fillHeight ? size.height : 0
        let fill = shape.fill ?? .named("foreground", opacity: 1)
        let color = if case .named("foreground", _) = fill { inherited.style.foreground ?? TerminalColor.ansi(37) } else { TerminalColor.background(fill) }
        guard colors, let color else { return Grid.blank(width: width, height: height) }
        return Grid.blank(width: width, height: height, style: CellStyle(background: color))
    }

    /// The styles a terminal draws dimmed: the lesser levels of the foreground.
    static let dimmedStyles: Set = ["secondary", "tertiary", "quaternary", "quinary"]

    /// A group's children take part in their parent's layout as if listed there.
    private static func flattened(_ node: RenderNode) -> [RenderNode] {
        if case .group(let children) = node.element, node.modifiers.isEmpty { return children.flatMap(flattened) }
        return [node]
    }

    private static func isDivider(_ node: RenderNode) -> Bool {
        if case .divider = node.element { return true }
        return false
    }

    /// Whether a node grows to take the space its parent offers along an axis.
    static func isFlexible(_ node: RenderNode, vertically: Bool) -> Bool {
        for modifier in node.modifiers {
            if case .frame(let frame) = modifier {
                let fixed = vertically ? frame.height : frame.width
                let maximum = vertically ? frame.maxHeight : frame.maxWidth
                if maximum == .infinity { return true }
                if fixed != nil { return false }
            }
        }
        switch node.element {
        case .spacer, .color, .shape: return true
        case .divider: return !vertically
        case .progress(let progress): return !vertically && progress.style == .linear
        case .empty, .text, .image, .truncated: return false
        case .link(_, let content): return isFlexible(content, vertically: vertically)
        case .control: return false
        case .group(let children): return children.contains { isFlexible($0, vertically: vertically) }
        case .stack(let stack): return stack.children.contains { isFlexible($0, vertically: vertically) }
        }
    }
}

extension CellStyle {
    var dimmed: CellStyle {
        var style = self
        style.dim = true
        return style
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        var result = self
        while result.last == " " { result.removeLast() }
        return result
    }
}
