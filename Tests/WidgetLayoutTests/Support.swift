import WidgetLayout
import WidgetWire

/// Text measured by rule, so the engine's own arithmetic can be checked exactly: each character is
/// half its font's size wide, a line 1.25 times its size tall with the baseline at its size; words
/// wrap at spaces.
struct RuleMeasurer: TextMeasuring {
    func measure(_ paragraph: TextParagraph, width: Double?, maximumLines: Int?) -> TextMetrics {
        let size = paragraph.spans.first?.font.size ?? 13
        let advance = size / 2
        var lines: [String] = []
        for hard in paragraph.string.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in hard.split(separator: " ") {
                let candidate = line.isEmpty ? String(word) : line + " " + word
                if let width, !line.isEmpty, Double(candidate.count) * advance > width {
                    lines.append(line)
                    line = String(word)
                } else {
                    line = candidate
                }
            }
            lines.append(line)
        }
        let limit = maximumLines ?? lines.count
        let shown = Array(lines.prefix(limit))
        let widest = shown.map { Double($0.count) * advance }.max() ?? 0
        return TextMetrics(
            size: Size(width: min(widest, width ?? widest), height: Double(shown.count) * size * 1.25), firstBaseline: size,
            lastBaseline: Double(shown.count - 1) * size * 1.25 + size, lineCount: shown.count, isTruncated: lines.count > limit)
    }
}

func text(_ string: String, _ modifiers: [Modifier] = []) -> RenderNode {
    RenderNode(.text(TextNode(runs: [.verbatim(string)])), modifiers: modifiers)
}

func color(_ modifiers: [Modifier] = []) -> RenderNode {
    RenderNode(.color(.named("blue", opacity: 1)), modifiers: modifiers)
}

func hStack(_ children: [RenderNode], alignment: String = "center", spacing: Double? = nil, _ modifiers: [Modifier] = []) -> RenderNode {
    RenderNode(.stack(StackNode(axis: .horizontal, alignment: alignment, spacing: spacing, children: children)), modifiers: modifiers)
}

func vStack(_ children: [RenderNode], alignment: String = "center", spacing: Double? = nil, _ modifiers: [Modifier] = []) -> RenderNode {
    RenderNode(.stack(StackNode(axis: .vertical, alignment: alignment, spacing: spacing, children: children)), modifiers: modifiers)
}

func zStack(_ children: [RenderNode], alignment: String = "center") -> RenderNode {
    RenderNode(.stack(StackNode(axis: .depth, alignment: alignment, children: children)))
}

let spacer = RenderNode(.spacer(minLength: nil))

let noMargins = EdgeInsetsValue(top: 0, leading: 0, bottom: 0, trailing: 0)

extension LaidOutView {
    /// The leaves' frames as (type, text, x, y, width, height), for comparing.
    var frames: [Frame] {
        leaves.compactMap { leaf in
            guard let type = leaf.typeName else { return nil }
            var string: String?
            if case .text(let paragraph, _) = leaf.content { string = paragraph.string }
            return Frame(type, string, leaf.frame.minX, leaf.frame.minY, leaf.frame.width, leaf.frame.height)
        }
    }
}

struct Frame: Equatable, CustomStringConvertible {
    var type: String
    var text: String?
    var x, y, width, height: Double

    init(_ type: String, _ text: String?, _ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        (self.type, self.text, self.x, self.y, self.width, self.height) = (type, text, x, y, width, height)
    }

    init(_ type: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        self.init(type, nil, x, y, width, height)
    }

    var description: String { "\(type)\(text.map { " '\($0)'" } ?? "") (\(x), \(y), \(width)×\(height))" }
}
