import Foundation
import WidgetWire

/// Draws render trees as plain text in a framed box the size of the widget's family.
///
/// One cell is 8 points wide and 18 points tall, so a small widget is 21×9 cells. Stacks, spacers,
/// padding and frames are laid out as SwiftUI would; text wraps at words and is cut with "…".
public struct TextRenderer: Sendable {
    var dates: DateText

    /// - Parameters:
    ///   - now: The moment of drawing, for relative and timer dates.
    public init(now: Date = Date(), timeZone: TimeZone = .current, locale: Locale = .current) {
        dates = DateText(now: now, timeZone: timeZone, locale: locale)
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
        let (columns, rows) = Self.cells(for: family)
        let margins = contentMarginsDisabled || !family.rawValue.hasPrefix("system") ? (0, 0) : (2, 1)
        let inner = Size(width: columns - 2 * margins.0, height: rows - 2 * margins.1)
        let content = layout(node, in: inner, fillHeight: true)
        let placed = content.placed(in: inner, horizontal: .center, vertical: .center)
        let body = Block.empty(width: columns, height: margins.1).lines
            + placed.lines.map { String(repeating: " ", count: margins.0) + $0 + String(repeating: " ", count: margins.0) }
            + Block.empty(width: columns, height: margins.1).lines
        let label = title.map { TerminalText.truncated(TerminalText.sanitized(" \($0) "), to: columns - 1) } ?? ""
        let top = "╭─" + label + String(repeating: "─", count: max(0, columns - 1 - TerminalText.width(label))) + "╮"
        let bottom = "╰" + String(repeating: "─", count: columns) + "╯"
        return ([top] + body.map { "│\($0)│" } + [bottom]).joined(separator: "\n")
    }

    // MARK: - Layout

    struct Size {
        var width: Int
        var height: Int
    }

    /// A rectangle of text: every line exactly `width` cells.
    struct Block {
        var lines: [String]
        var width: Int

        var height: Int { lines.count }

        static func empty(width: Int, height: Int) -> Block {
            Block(lines: Array(repeating: String(repeating: " ", count: max(0, width)), count: max(0, height)), width: max(0, width))
        }

        /// This block inside a larger area, aligned; cut where it does not fit.
        func placed(in size: Size, horizontal: HorizontalPlacement, vertical: VerticalPlacement) -> Block {
            let shown = Array(lines.prefix(size.height)).map {
                TerminalText.padded($0, to: size.width, alignment: horizontal)
            }
            let gap = max(0, size.height - shown.count)
            let above = vertical == .top ? 0 : vertical == .bottom ? gap : gap / 2
            let blank = String(repeating: " ", count: size.width)
            return Block(
                lines: Array(repeating: blank, count: above) + shown + Array(repeating: blank, count: gap - above),
                width: size.width)
        }
    }

    /// Lays a node out in at most `size`. With `fillHeight`, flexible content (spacers, colors)
    /// stretches to the full height; otherwise it takes its natural height.
    func layout(_ node: RenderNode, in size: Size, fillHeight: Bool) -> Block {
        layout(node.element, modifiers: node.modifiers[...], in: size, fillHeight: fillHeight)
    }

    private func layout(
        _ element: RenderNode.Element, modifiers: ArraySlice<Modifier>, in size: Size, fillHeight: Bool
    ) -> Block {
        guard let outermost = modifiers.last else { return layout(element, in: size, fillHeight: fillHeight) }
        let inner = modifiers.dropLast()
        switch outermost {
        case .padding(let insets):
            let left = Int((insets.leading / 8).rounded()), right = Int((insets.trailing / 8).rounded())
            let top = Int((insets.top / 18).rounded()), bottom = Int((insets.bottom / 18).rounded())
            let reduced = Size(width: max(0, size.width - left - right), height: max(0, size.height - top - bottom))
            let block = layout(element, modifiers: inner, in: reduced, fillHeight: fillHeight)
            let width = min(size.width, block.width + left + right)
            let lines = Block.empty(width: width, height: top).lines
                + block.lines.map { TerminalText.padded(String(repeating: " ", count: left) + $0, to: width) }
                + Block.empty(width: width, height: bottom).lines
            return Block(lines: Array(lines.prefix(size.height)), width: width)
        case .frame(let frame):
            let fillsWidth = (frame.maxWidth ?? 0) == .infinity
            let fillsHeight = (frame.maxHeight ?? 0) == .infinity
            let width = frame.width.map { min(size.width, Int(($0 / 8).rounded())) } ?? (fillsWidth ? size.width : nil)
            let height = frame.height.map { min(size.height, Int(($0 / 18).rounded())) } ?? (fillsHeight ? size.height : nil)
            let proposal = Size(width: width ?? size.width, height: height ?? size.height)
            let block = layout(element, modifiers: inner, in: proposal, fillHeight: fillHeight || height != nil)
            return block.placed(
                in: Size(width: width ?? block.width, height: height ?? block.height),
                horizontal: HorizontalPlacement(alignment: frame.alignment),
                vertical: VerticalPlacement(alignment: frame.alignment))
        case .font, .foregroundStyle, .background, .containerBackground:
            // Plain text has no fonts or colors; the layout is the content's.
            return layout(element, modifiers: inner, in: size, fillHeight: fillHeight)
        }
    }

    private func layout(_ element: RenderNode.Element, in size: Size, fillHeight: Bool) -> Block {
        switch element {
        case .empty:
            return Block.empty(width: 0, height: 0)
        case .text(let text):
            let string = TerminalText.sanitized(text.runs.map { run in
                switch run {
                case .verbatim(let string): string
                case .date(let date, let style): dates.format(date, style: style)
                }
            }.joined())
            var lines = TerminalText.wrapped(string, to: size.width)
            if lines.count > size.height {
                lines = Array(lines.prefix(size.height))
                if let last = lines.indices.last {
                    lines[last] = TerminalText.truncated(lines[last] + " …", to: size.width)
                }
            }
            let width = lines.map(TerminalText.width).max() ?? 0
            return Block(lines: lines.map { TerminalText.padded($0, to: width) }, width: width)
        case .spacer:
            return Block.empty(width: 0, height: 0)
        case .color:
            return Block.empty(width: size.width, height: fillHeight ? size.height : 0)
        case .group(let children):
            return stack(StackNode(axis: .vertical, children: children), in: size, fillHeight: fillHeight)
        case .stack(let stack):
            return self.stack(stack, in: size, fillHeight: fillHeight)
        }
    }

    private func stack(_ stack: StackNode, in size: Size, fillHeight: Bool) -> Block {
        let children = stack.children.flatMap(Self.flattened)
        switch stack.axis {
        case .vertical: return vertical(children, stack, in: size, fillHeight: fillHeight)
        case .horizontal: return horizontal(children, stack, in: size, fillHeight: fillHeight)
        case .depth: return depth(children, stack, in: size, fillHeight: fillHeight)
        }
    }

    private func vertical(_ children: [RenderNode], _ stack: StackNode, in size: Size, fillHeight: Bool) -> Block {
        let spacing = stack.spacing.map { Int(($0 / 18).rounded()) } ?? 0
        let flexible = children.map { Self.isFlexible($0, vertically: true) }
        var blocks = [Block?](repeating: nil, count: children.count)
        var used = spacing * max(0, children.count - 1)
        for (index, child) in children.enumerated() where !flexible[index] {
            let block = layout(child, in: Size(width: size.width, height: max(0, size.height - used)), fillHeight: false)
            blocks[index] = block
            used += block.height
        }
        let flexibleCount = flexible.filter { $0 }.count
        let share = fillHeight && flexibleCount > 0 ? max(0, size.height - used) : 0
        var handedOut = 0
        var flexibleIndex = 0
        for (index, child) in children.enumerated() where flexible[index] {
            let height = share / flexibleCount + (flexibleIndex < share % flexibleCount ? 1 : 0)
            flexibleIndex += 1
            handedOut += height
            let block = layout(child, in: Size(width: size.width, height: height), fillHeight: true)
            blocks[index] = Block(lines: block.lines + Block.empty(width: block.width, height: height - block.height).lines, width: block.width)
        }
        let width = blocks.compactMap { $0?.width }.max() ?? 0
        let placement = HorizontalPlacement(alignment: stack.alignment)
        var lines: [String] = []
        for (index, block) in blocks.enumerated() {
            if index > 0 { lines += Block.empty(width: width, height: spacing).lines }
            lines += block!.lines.map { TerminalText.padded($0, to: width, alignment: placement) }
        }
        if lines.count > size.height {
            lines = Array(lines.prefix(size.height))
            if let last = lines.indices.last { lines[last] = TerminalText.padded(TerminalText.truncated(lines[last].trimmingTrailingSpaces + " …", to: width), to: width) }
        }
        return Block(lines: lines, width: width)
    }

    private func horizontal(_ children: [RenderNode], _ stack: StackNode, in size: Size, fillHeight: Bool) -> Block {
        let spacing = stack.spacing.map { Int(($0 / 8).rounded()) } ?? 1
        let flexible = children.map { Self.isFlexible($0, vertically: false) }
        var blocks = [Block?](repeating: nil, count: children.count)
        var used = spacing * max(0, children.count - 1)
        for (index, child) in children.enumerated() where !flexible[index] {
            let block = layout(child, in: Size(width: max(0, size.width - used), height: size.height), fillHeight: fillHeight)
            blocks[index] = block
            used += block.width
        }
        let flexibleCount = flexible.filter { $0 }.count
        let share = max(0, size.width - used)
        var flexibleIndex = 0
        for (index, child) in children.enumerated() where flexible[index] {
            let width = share / flexibleCount + (flexibleIndex < share % flexibleCount ? 1 : 0)
            flexibleIndex += 1
            let block = layout(child, in: Size(width: width, height: size.height), fillHeight: fillHeight)
            blocks[index] = block.placed(in: Size(width: width, height: block.height), horizontal: .center, vertical: .top)
        }
        let height = blocks.compactMap { $0?.height }.max() ?? 0
        let placement = VerticalPlacement(alignment: stack.alignment)
        let columns = blocks.map { $0!.placed(in: Size(width: $0!.width, height: height), horizontal: .leading, vertical: placement) }
        let gap = String(repeating: " ", count: spacing)
        let lines = (0..<height).map { row in columns.map { $0.lines[row] }.joined(separator: gap) }
        let width = columns.reduce(0) { $0 + $1.width } + spacing * max(0, columns.count - 1)
        return Block(lines: lines.map { TerminalText.padded($0, to: min(width, size.width)) }, width: min(width, size.width))
    }

    private func depth(_ children: [RenderNode], _ stack: StackNode, in size: Size, fillHeight: Bool) -> Block {
        let blocks = children.map { layout($0, in: size, fillHeight: fillHeight) }
        let area = Size(width: blocks.map(\.width).max() ?? 0, height: blocks.map(\.height).max() ?? 0)
        let horizontal = HorizontalPlacement(alignment: stack.alignment)
        let vertical = VerticalPlacement(alignment: stack.alignment)
        var canvas = Block.empty(width: area.width, height: area.height).lines.map { Array($0) }
        for block in blocks {
            for (row, line) in block.placed(in: area, horizontal: horizontal, vertical: vertical).lines.enumerated() {
                for (column, character) in Array(line).enumerated() where character != " " && column < canvas[row].count {
                    canvas[row][column] = character
                }
            }
        }
        return Block(lines: canvas.map { String($0) }, width: area.width)
    }

    /// A group's children take part in their parent's layout as if listed there.
    private static func flattened(_ node: RenderNode) -> [RenderNode] {
        if case .group(let children) = node.element, node.modifiers.isEmpty { return children.flatMap(flattened) }
        return [node]
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
        case .spacer, .color: return true
        case .empty, .text: return false
        case .group(let children): return children.contains { isFlexible($0, vertically: vertically) }
        case .stack(let stack): return stack.children.contains { isFlexible($0, vertically: vertically) }
        }
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        var result = self
        while result.last == " " { result.removeLast() }
        return result
    }
}
