import WidgetWire

/// Text measured without fonts, where none are loaded (inside a bundle, for `GeometryReader`): each
/// character as wide as an average Inter glyph (0.55 em, emoji and wide characters 1.2 em), lines
/// 1.21 em tall, words wrapped at spaces. Within a few points of `PangoTextMeasurer` for Latin text.
public struct EstimatedTextMeasurer: TextMeasuring {
    public init() {}

    public func measure(_ paragraph: TextParagraph, width: Double?, maximumLines: Int?) -> TextMetrics {
        let size = paragraph.spans.map(\.font.size).max() ?? 13
        func advance(_ text: Substring) -> Double {
            text.unicodeScalars.reduce(0) { sum, scalar in
                sum + (scalar.properties.isEmojiPresentation || scalar.value >= 0x1100 ? 1.2 : 0.55) * size
            }
        }
        var lines: [Double] = []
        for hard in paragraph.string.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = 0.0
            for word in hard.split(separator: " ", omittingEmptySubsequences: false) {
                let wordWidth = advance(word)
                let candidate = line == 0 ? wordWidth : line + 0.28 * size + wordWidth
                if let width, line > 0, candidate > width {
                    lines.append(line)
                    line = wordWidth
                } else {
                    line = candidate
                }
            }
            lines.append(line)
        }
        let limit = maximumLines ?? lines.count
        let shown = lines.prefix(limit)
        let lineHeight = size * 1.21
        let widest = shown.max() ?? 0
        return TextMetrics(
            size: Size(width: min(widest, width ?? widest), height: Double(shown.count) * lineHeight), firstBaseline: size * 0.97,
            lastBaseline: Double(shown.count - 1) * lineHeight + size * 0.97, lineCount: shown.count, isTruncated: lines.count > limit)
    }
}
