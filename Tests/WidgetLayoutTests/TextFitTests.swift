import Testing
import WidgetDrawing
import WidgetLayout
import WidgetWire

/// Text fitted to what it is offered as SwiftUI fits it, in the fonts widgets are drawn in:
/// `minimumScaleFactor` on both axes, `lineLimit` with `reservesSpace`, truncation at the head, middle
/// or tail, `allowsTightening`, `multilineTextAlignment`, and lines broken at words or, for a word
/// longer than the line, between characters.
@Suite struct TextFitTests {
    let measurer = PangoTextMeasurer()
    var engine: LayoutEngine { LayoutEngine(measurer: measurer) }

    func textLeaf(_ node: RenderNode, in size: Size = Size(width: 158, height: 158)) throws -> (frame: Rect, paragraph: TextParagraph, metrics: TextMetrics) {
        let laid = engine.layout(node, in: size, margins: noMargins)
        let leaf = try #require(laid.leaves.first { if case .text = $0.content { true } else { false } })
        guard case .text(let paragraph, let metrics) = leaf.content else { throw TextFitFailure.noText }
        return (leaf.frame, paragraph, metrics)
    }

    enum TextFitFailure: Error { case noText }

    /// Emoji Rangers' avatar: a 500-pt emoji that may shrink to 1% in a square at most 50 pt wide is
    /// drawn small enough to fit the square on both axes, as iOS draws it.
    @Test func aHugeEmojiThatMayShrinkFitsItsFrame() throws {
        let emoji = text("🐳", [.font(FontValue(size: 500)), .minimumScaleFactor(0.01), .multilineTextAlignment("center")])
        let avatar = RenderNode(
            .stack(StackNode(axis: .depth, children: [RenderNode(.shape(ShapeNode(kind: .circle))), emoji])),
            modifiers: [.aspectRatio(1, fill: false), .frame(FrameValue(maxWidth: 50))])
        let (frame, paragraph, metrics) = try textLeaf(hStack([avatar, text("Spouty")]))
        #expect(frame.width <= 50.5 && frame.height <= 50.5, "\(frame) \(metrics)")
        // Shrunk no further than it must: within a few percent of the square's height.
        #expect(frame.height > 45 && metrics.scale > 0.05 && metrics.scale < 0.12, "\(frame) \(metrics)")
        #expect(abs(paragraph.spans[0].font.size - 500 * metrics.scale) < 0.01)
        // The text beside it keeps its place in the widget.
        let laid = engine.layout(hStack([avatar, text("Spouty")]), in: Size(width: 158, height: 158), margins: noMargins)
        #expect(laid.leaves.allSatisfy { $0.frame.minX >= 0 && $0.frame.maxX <= 158.5 }, "\(laid.frames)")
    }

    /// One line too tall for the height offered shrinks to it; a factor stops the shrinking, and a
    /// text that may not shrink keeps its size.
    @Test func aLineTooTallForItsFrameShrinksDownToTheFactor() throws {
        let tall = try textLeaf(text("Big", [.font(FontValue(size: 100)), .minimumScaleFactor(0.2), .frame(FrameValue(height: 60))]))
        #expect(tall.metrics.scale < 0.6 && tall.metrics.scale > 0.4 && tall.frame.height <= 60.5, "\(tall)")
        let floor = try textLeaf(text("Big", [.font(FontValue(size: 100)), .minimumScaleFactor(0.9), .frame(FrameValue(height: 60))]))
        #expect(floor.metrics.scale == 0.9, "\(floor)")
        let fixed = try textLeaf(text("Big", [.font(FontValue(size: 100)), .frame(FrameValue(height: 60))]))
        #expect(fixed.metrics.scale == 1 && fixed.frame.height > 100, "\(fixed)")
    }

    /// A word too wide for its one line shrinks to the width offered rather than be cut.
    @Test func aWordTooWideShrinksToTheWidth() throws {
        let word = try textLeaf(text("Unbreakable", [.font(FontValue(size: 40)), .lineLimit(1), .minimumScaleFactor(0.1), .frame(FrameValue(width: 80))]))
        #expect(word.metrics.lineCount == 1 && !word.metrics.isTruncated && word.frame.width <= 80.5, "\(word)")
        #expect(word.metrics.scale < 0.5, "\(word)")
    }

    /// `lineLimit(3, reservesSpace: true)`: one line of text is as tall as three.
    @Test func reservedLinesMakeAShortTextAsTallAsItsLimit() throws {
        let one = try textLeaf(text("One line", [.lineLimit(3)]))
        let reserved = try textLeaf(text("One line", [.lineLimit(3), .reservedLines(3)]))
        #expect(abs(reserved.frame.height - 3 * one.frame.height) < 0.01, "\(reserved.frame) \(one.frame)")
        #expect(reserved.frame.width == one.frame.width && reserved.metrics.lineCount == 1)
        // A text that fills its lines takes no more.
        let long = "A text long enough to wrap over many lines in a narrow frame"
        let full = try textLeaf(text(long, [.lineLimit(2), .reservedLines(2), .frame(FrameValue(width: 80))]))
        #expect(full.metrics.lineCount == 2 && abs(full.frame.height - 2 * one.frame.height) <= 0.5, "\(full)")
    }

    /// A text a little too wide for its line squeezes its letters rather than lose them, when allowed;
    /// much too wide, it is truncated all the same.
    @Test func tighteningFitsATextSlightlyTooWide() {
        func paragraph(_ tightens: Bool) -> TextParagraph {
            TextParagraph(spans: [TextSpan(text: "Healing Time Remaining", font: FontSpec(size: 17))], lineLimit: 1, allowsTightening: tightens)
        }
        let whole = measurer.measure(paragraph(false), width: nil, maximumLines: 1).size.width
        let narrower = whole * 0.98
        #expect(measurer.measure(paragraph(false), width: narrower, maximumLines: 1).isTruncated)
        let tightened = measurer.measure(paragraph(true), width: narrower, maximumLines: 1)
        #expect(!tightened.isTruncated && tightened.size.width <= narrower, "\(tightened) in \(narrower)")
        #expect(measurer.measure(paragraph(true), width: whole * 0.8, maximumLines: 1).isTruncated)
    }

    /// Lines break at words; a word longer than the line breaks between its characters.
    @Test func linesBreakAtWordsAndALongWordBetweenCharacters() {
        func measure(_ string: String, width: Double) -> TextMetrics {
            measurer.measure(TextParagraph(spans: [TextSpan(text: string, font: FontSpec(size: 13))]), width: width, maximumLines: nil)
        }
        let oneWord = measurer.measure(TextParagraph(spans: [TextSpan(text: "two three", font: FontSpec(size: 13))]), width: nil, maximumLines: nil)
        let words = measure("one two three", width: oneWord.size.width + 1)
        #expect(words.lineCount == 2, "\(words)")
        let long = measure("Incomprehensibilities", width: 40)
        #expect(long.lineCount >= 3 && long.size.width <= 40, "\(long)")
    }

    /// Where red and blue ink lie in a 100 × 40 picture of the node: the columns of each color, and
    /// the red columns of each row.
    func ink(_ node: RenderNode) throws -> (red: Int, blue: Int, redRows: [ClosedRange<Int>?]) {
        let laid = engine.layout(node, in: Size(width: 100, height: 40), margins: noMargins)
        let image = try #require(PixelImage(png: WidgetPainter(scale: 1, cornerRadius: 0).png(laid)))
        func red(_ x: Int, _ y: Int) -> Bool { image.color(x: x, y: y).map { $0.red > 0.5 && $0.green < 0.5 && $0.blue < 0.5 } ?? false }
        func blue(_ x: Int, _ y: Int) -> Bool { image.color(x: x, y: y).map { $0.blue > 0.5 && $0.green < 0.5 && $0.red < 0.5 } ?? false }
        let redColumns = (0..<100).filter { x in (0..<40).contains { red(x, $0) } }
        let blueColumns = (0..<100).filter { x in (0..<40).contains { blue(x, $0) } }
        let rows = (0..<40).map { y -> ClosedRange<Int>? in
            let xs = (0..<100).filter { red($0, y) }
            return xs.first.map { $0...xs.last! }
        }
        return (redColumns.count, blueColumns.count, rows)
    }

    /// Thin red letters then wide blue ones, too long for 100 pt on one line: cut at the tail the red
    /// ones show, at the head the blue ones, in the middle both.
    @Test func truncationCutsTheHeadTheMiddleOrTheTail() throws {
        let red = ColorValue.rgba(red: 1, green: 0, blue: 0, opacity: 1), blue = ColorValue.rgba(red: 0, green: 0, blue: 1, opacity: 1)
        func cut(_ mode: String) throws -> (red: Int, blue: Int) {
            let runs: [TextRun] = [
                .styled([.verbatim(String(repeating: "l", count: 60))], RunStyle(color: red)),
                .styled([.verbatim(String(repeating: "W", count: 15))], RunStyle(color: blue)),
            ]
            let node = RenderNode(.text(TextNode(runs: runs)), modifiers: [.lineLimit(1), .truncationMode(mode), .frame(FrameValue(width: 100))])
            let shown = try ink(node)
            return (shown.red, shown.blue)
        }
        let tail = try cut("tail"), head = try cut("head"), middle = try cut("middle")
        #expect(tail.red > 30 && tail.blue == 0, "tail \(tail)")
        #expect(head.blue > 30 && head.red < 10, "head \(head)")
        #expect(middle.red > 10 && middle.blue > 10, "middle \(middle)")
    }

    /// A text cut in the middle is as wide as what it shows, not as the width it was offered.
    @Test func aTruncatedTextIsAsWideAsWhatItShows() throws {
        for mode in ["head", "middle", "tail"] {
            let path = try textLeaf(
                vStack([text("~/Library/Developer/Xcode/DerivedData/Widgets/Build/Products/Debug", [.lineLimit(1), .truncationMode(mode)])]),
                in: Size(width: 200, height: 100))
            #expect(path.metrics.isTruncated && path.frame.width < 200 && path.frame.width > 180, "\(mode): \(path.frame)")
        }
    }

    /// A short second line sits at the leading edge, the centre or the trailing edge of the text's frame.
    @Test func multilineTextAlignmentPlacesTheShorterLine() throws {
        let red = Modifier.foregroundStyle(.rgba(red: 1, green: 0, blue: 0, opacity: 1))
        func secondLine(_ alignment: String) throws -> ClosedRange<Int> {
            let shown = try ink(text("WWWWWW\nW", [red, .multilineTextAlignment(alignment), .frame(FrameValue(width: 100, alignment: "leading"))]))
            return try #require(shown.redRows[20..<40].compactMap { $0 }.first, "\(shown.redRows)")
        }
        let leading = try secondLine("leading"), center = try secondLine("center"), trailing = try secondLine("trailing")
        let firstLine = try #require(try ink(text("WWWWWW", [red, .frame(FrameValue(width: 100, alignment: "leading"))])).redRows.compactMap { $0 }.first)
        #expect(abs(leading.lowerBound - firstLine.lowerBound) <= 2, "\(leading) \(firstLine)")
        #expect(abs(trailing.upperBound - firstLine.upperBound) <= 2, "\(trailing) \(firstLine)")
        let middle = (center.lowerBound + center.upperBound) / 2, firstMiddle = (firstLine.lowerBound + firstLine.upperBound) / 2
        #expect(abs(middle - firstMiddle) <= 2, "\(center) \(firstLine)")
    }
}
