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
        // Twice the size is twice as wide, but for SF Pro's tracking (−6/1000 em at 13 pt, +8 at 26).
        #expect(abs(measure("Hello", size: 26).size.width - 2 * measure("Hello").size.width) < 2)
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

    /// Measured against SwiftUI at 13 pt (macOS metrics): "Centered" is 56 × 16 there, "A longer
    /// text" 77.5 × 16. Inter tracked as SF Pro is at 13 pt, every letter, on the half-point grid,
    /// is within half a point.
    @Test func bodyTextIsAsWideAndAsTallAsSwiftUIsWithinHalfAPoint() {
        for (string, swiftUI) in [("Centered", 56.0), ("A longer text", 77.5)] {
            let size = measure(string).size
            #expect(size.height == 16 && abs(size.width - swiftUI) <= 0.5, "\(string): \(size)")
            #expect(size.width * 2 == (size.width * 2).rounded(), "on the half-point grid: \(size)")
        }
    }

    /// Rounded up to the grid, a text still fits the width it measured: offered exactly that width it
    /// keeps its lines and is not cut, measured again it is as large; offered half a point less, a
    /// one-line text is cut. At sizes SF Pro tracks out (10 pt), in (13, 17 pt) and not at all (12 pt).
    @Test func aTextOfferedItsMeasuredWidthFitsIt() {
        for size in [10.0, 12, 13, 17, 34] {
            for string in ["Centered", "A longer text", "Wi", "Up 12.5% since Monday", "The quick brown fox jumps over the lazy dog"] {
                let natural = measure(string, size: size)
                let offered = measure(string, size: size, width: natural.size.width, lines: 1)
                #expect(offered.lineCount == 1 && !offered.isTruncated && offered.size == natural.size, "\(string) at \(size): \(offered)")
                measurer.forget()
                #expect(measure(string, size: size).size == natural.size, "measured again: \(string) at \(size)")
                let narrower = measure(string, size: size, width: natural.size.width - 0.5, lines: 1)
                #expect(narrower.isTruncated && narrower.size.width < natural.size.width, "\(string) at \(size): \(narrower)")
                // Wrapped at a width, each line fits it again.
                let wrapped = measure(string, size: size, width: 60)
                #expect(measure(string, size: size, width: wrapped.size.width).lineCount == wrapped.lineCount, "\(string) at \(size): \(wrapped)")
            }
        }
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
