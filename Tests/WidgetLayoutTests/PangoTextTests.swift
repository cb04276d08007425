import Testing
import WidgetDrawing
import WidgetLayout
import WidgetWire

/// Text measured in the fonts widgets are drawn in (Inter, Noto Color Emoji), not by counting characters.
@Suite struct PangoTextTests {
    let measurer = PangoTextMeasurer()

    func measure(_ string: String, size: Double = 13, weight: Int = 400, digits: Bool = false, width: Double? = nil, lines: Int? = nil) -> TextMetrics {
        measurer.measure(
            TextParagraph(spans: [TextSpan(text: string, font: FontSpec(size: size, weight: weight, monospacedDigit: digits))]),
            width: width, maximumLines: lines)
    }

    @Test func bodyTextIsSixteenPointsTallAndAsWideAsItsGlyphs() {
        let left = measure("Left")
        #expect(abs(left.size.height - 16) < 0.5, "\(left)")
        #expect(left.size.width > 20 && left.size.width < 28, "\(left)")
        // Proportional: an i is narrower than an m.
        #expect(measure("iiii").size.width < measure("mmmm").size.width / 2)
        #expect(left.firstBaseline > 11 && left.firstBaseline < 14, "\(left)")
    }

    @Test func boldAndLargerTextIsWider() {
        #expect(measure("Hello", weight: 700).size.width > measure("Hello").size.width)
        #expect(abs(measure("Hello", size: 26).size.width - 2 * measure("Hello").size.width) < 1)
    }

    @Test func textWrapsAtWordsInTheWidthGivenAndTruncatesPastItsLines() {
        let sentence = "The quick brown fox jumps over the lazy dog"
        let wrapped = measure(sentence, width: 100)
        #expect(wrapped.lineCount >= 3, "\(wrapped)")
        #expect(wrapped.size.width <= 100)
        #expect(abs(wrapped.lastBaseline - wrapped.firstBaseline - Double(wrapped.lineCount - 1) * wrapped.size.height / Double(wrapped.lineCount)) < 0.5)
        let cut = measure(sentence, width: 100, lines: 1)
        #expect(cut.lineCount == 1 && cut.isTruncated, "\(cut)")
        #expect(!measure("Short", width: 100, lines: 1).isTruncated)
    }

    @Test func monospacedDigitsHaveOneWidthAndEmojiAreMeasured() {
        #expect(measure("1111", digits: true).size.width == measure("8888", digits: true).size.width)
        #expect(measure("1111").size.width < measure("8888").size.width)
        let emoji = measure("🔥")
        #expect(emoji.size.width > 8, "\(emoji)")
    }

    @Test func aTextShrunkToFitIsDrawnInTheSmallerFont() throws {
        let engine = LayoutEngine(measurer: measurer)
        let headline = text("Breaking news today", [.font(FontValue(size: 40)), .lineLimit(1), .minimumScaleFactor(0.5)])
        let laid = engine.layout(headline, in: Size(width: 200, height: 100), margins: noMargins)
        let leaf = try #require(laid.leaves.first)
        guard case .text(let paragraph, let metrics) = leaf.content else { return #expect(Bool(false), "\(leaf.content)") }
        #expect(metrics.scale < 1 && metrics.scale >= 0.5 && !metrics.isTruncated, "\(metrics)")
        // What a surface draws is the paragraph in the shrunk font, and it fits the frame on one line.
        #expect(abs(paragraph.spans[0].font.size - 40 * metrics.scale) < 0.01)
        let drawn = measurer.measure(paragraph, width: nil, maximumLines: nil)
        #expect(drawn.lineCount == 1 && drawn.size.width <= leaf.frame.width + 0.5, "\(drawn) in \(leaf.frame)")
    }

    @Test func intersMetricsGiveSwiftUIsRoomAroundText() {
        // Inter: ascender 0.97 em, descender 0.24 em, capitals 0.73 em, no line gap.
        let body = measurer.lineMetrics(of: FontSpec(size: 13))
        #expect(abs(body.ascender - 12.6) < 0.3 && abs(body.descender - 3.1) < 0.3, "\(body)")
        #expect(abs(body.capHeight - 9.45) < 0.3 && body.leading == 0, "\(body)")
        // So a shape above a body text is 5 pt from it, and one below is 8 pt from it, as with SF Pro.
        let engine = LayoutEngine(measurer: measurer)
        let square = color([.frame(FrameValue(width: 20, height: 20))])
        let frames = engine.layout(vStack([square, text("Body"), square]), in: Size(width: 200, height: 200), margins: noMargins).frames
        #expect(frames.count == 3)
        let above = frames[1].y - frames[0].y - 20
        let below = frames[2].y - frames[1].y - frames[1].height
        #expect(abs(above - 5.1) < 0.3 && abs(below - 8.3) < 0.3, "\(frames)")
    }
}
