import WidgetHome
import WidgetLayout
import WidgetWire

/// Text in terminal cells: one cell is ``width`` points wide and ``height`` tall. A character takes
/// one cell (two when wide); a character of text 30 points or larger is drawn big, in block
/// glyphs three rows tall (``BigGlyphs``). The terminal view lays widgets out with this measurer, so
/// the frames it draws hold its text exactly.
struct CellText: TextMeasuring {
    static let width = 8.0
    static let height = 18.0
    /// Text this large or larger is drawn in big glyphs.
    static let bigSize = 30.0

    /// A character as drawn: its span, and whether it is big.
    struct Glyph {
        var character: Character
        var span: Int
        var big: Bool

        /// Cells across: a big glyph's width and the gap after it; a wide character's two.
        var columns: Int {
            // A character the big font lacks is drawn as it is, on the big line's last row.
            big ? (BigGlyphs.glyph(for: character)?.first?.count ?? TerminalText.width(of: character)) + 1 : TerminalText.width(of: character)
        }
    }

    /// A line of glyphs.
    struct Line {
        var glyphs: [Glyph] = []
        var columns: Int { glyphs.reduce(0) { $0 + $1.columns } }
        /// Rows down: three for a line with big glyphs.
        var rows: Int { glyphs.contains(where: \.big) ? BigGlyphs.rows : 1 }
    }

    func measure(_ paragraph: TextParagraph, width: Double?, maximumLines: Int?) -> TextMetrics {
        let (lines, truncated) = Self.lines(paragraph, columns: width.map(Self.columns), maximumLines: maximumLines)
        let rows = lines.map(\.rows)
        let height = Double(rows.reduce(0, +)) * Self.height
        return TextMetrics(
            size: Size(width: Double(lines.map(\.columns).max() ?? 0) * Self.width, height: height),
            firstBaseline: Double(rows.first ?? 1) * Self.height - 4, lastBaseline: height - 4, lineCount: lines.count,
            isTruncated: truncated)
    }

    /// The whole cells in a width of points.
    static func columns(_ width: Double) -> Int { max(0, Int((width / Self.width + 0.01).rounded(.down))) }

    /// The paragraph broken into lines at most `columns` wide (at spaces, inside a word only when
    /// it is longer than a line), at most `maximumLines` of them, the last cut with "…" where the
    /// paragraph's truncation mode says. Control characters are drawn as U+FFFD.
    static func lines(_ paragraph: TextParagraph, columns: Int?, maximumLines: Int?) -> (lines: [Line], truncated: Bool) {
        var glyphs: [Glyph] = []
        for (index, span) in paragraph.spans.enumerated() {
            let big = span.font.size >= bigSize
            glyphs += TerminalText.sanitized(span.text).map { Glyph(character: $0, span: index, big: big) }
        }
        var lines: [Line] = []
        for hard in glyphs.split(omittingEmptySubsequences: false, whereSeparator: { $0.character == "\n" }) {
            lines += wrapped(Array(hard), columns: columns)
        }
        guard let maximumLines, lines.count > maximumLines else { return (lines, false) }
        let limit = columns ?? Int.max
        if maximumLines <= 1, paragraph.truncation != .tail {
            let all = glyphs.map { $0.character == "\n" ? Glyph(character: " ", span: $0.span, big: false) : $0 }
            return ([cut(all, to: limit, mode: paragraph.truncation)], true)
        }
        var kept = Array(lines.prefix(max(1, maximumLines)))
        let rest = lines.dropFirst(kept.count).flatMap { [Glyph(character: " ", span: $0.glyphs.first?.span ?? 0, big: false)] + $0.glyphs }
        kept[kept.count - 1] = cut(kept[kept.count - 1].glyphs + rest, to: limit, mode: .tail)
        return (kept, true)
    }

    /// Words wrapped greedily into lines of `columns`.
    private static func wrapped(_ glyphs: [Glyph], columns: Int?) -> [Line] {
        guard let columns else { return [Line(glyphs: glyphs)] }
        var lines: [Line] = []
        var line = Line()
        var used = 0
        for word in words(glyphs) {
            let isSpace = word.first?.character == " "
            let width = word.reduce(0) { $0 + $1.columns }
            if used + width <= columns || (isSpace && used > 0) {
                if !(isSpace && used + width > columns) {
                    line.glyphs += word
                    used += width
                }
                continue
            }
            if used > 0 {
                lines.append(trimmed(line))
                line = Line()
                used = 0
            }
            if isSpace { continue }
            // A word longer than a line breaks where the line ends.
            for glyph in word {
                if used + glyph.columns > columns, used > 0 {
                    lines.append(line)
                    line = Line()
                    used = 0
                }
                line.glyphs.append(glyph)
                used += glyph.columns
            }
        }
        lines.append(trimmed(line))
        return lines
    }

    /// Runs of spaces and runs of other characters, in order.
    private static func words(_ glyphs: [Glyph]) -> [[Glyph]] {
        var words: [[Glyph]] = []
        for glyph in glyphs {
            if let last = words.last?.last, (last.character == " ") == (glyph.character == " ") {
                words[words.count - 1].append(glyph)
            } else {
                words.append([glyph])
            }
        }
        return words
    }

    private static func trimmed(_ line: Line) -> Line {
        var line = line
        while line.glyphs.last?.character == " " { line.glyphs.removeLast() }
        return line
    }

    /// Glyphs cut to `columns` with an ellipsis at the end, the start or the middle.
    private static func cut(_ glyphs: [Glyph], to columns: Int, mode: TruncationMode) -> Line {
        let ellipsis = Glyph(character: "…", span: glyphs.first?.span ?? 0, big: false)
        func fit(_ glyphs: some Sequence<Glyph>, _ room: Int) -> [Glyph] {
            var kept: [Glyph] = []
            var used = 0
            for glyph in glyphs {
                if used + glyph.columns > room { break }
                kept.append(glyph)
                used += glyph.columns
            }
            return kept
        }
        let room = max(0, columns - 1)
        switch mode {
        case .tail:
            var head = fit(glyphs, room)
            while head.last?.character == " " { head.removeLast() }
            return Line(glyphs: head + [ellipsis])
        case .head:
            return Line(glyphs: [ellipsis] + fit(glyphs.reversed(), room).reversed())
        case .middle:
            let front = fit(glyphs, (room + 1) / 2)
            let back = fit(glyphs.reversed(), room - front.reduce(0) { $0 + $1.columns })
            return Line(glyphs: front + [ellipsis] + back.reversed())
        }
    }
}
