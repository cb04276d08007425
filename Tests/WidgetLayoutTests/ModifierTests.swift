import Testing
import WidgetLayout
import WidgetWire

@Suite struct ModifierTests {
    let engine = LayoutEngine(measurer: RuleMeasurer())

    func layout(_ node: RenderNode, _ width: Double = 200, _ height: Double = 100) -> [Frame] {
        engine.layout(node, in: Size(width: width, height: height), margins: noMargins).frames
    }

    let all16 = EdgeInsetsValue(top: 16, leading: 16, bottom: 16, trailing: 16)

    @Test func paddingInsetsTheContentAndAddsToItsSize() {
        let padded = text("Hi", [.padding(all16), .background(color(), alignment: "center")])
        // The background is sized by the padded text: 13 + 32 by 16.25 + 32.
        #expect(layout(padded) == [Frame("color", 77.5, 25.875, 45, 48.25), Frame("text", "Hi", 93.5, 41.875, 13, 16.25)])
    }

    @Test func aFlexibleFrameTakesWhatItIsOfferedUpToItsMaximum() {
        let wide = text("Hi", [.frame(FrameValue(maxWidth: .infinity, alignment: "leading"))])
        #expect(layout(vStack([wide])) == [Frame("text", "Hi", 0, 41.875, 13, 16.25)])
        let capped = color([.frame(FrameValue(maxWidth: 120))])
        #expect(layout(capped) == [Frame("color", 40, 0, 120, 100)])
        // A minimum larger than the offer wins, and the frame overflows its parent.
        let least = color([.frame(FrameValue(minWidth: 300, maxHeight: 20))])
        #expect(layout(least) == [Frame("color", -50, 40, 300, 20)])
    }

    @Test func aFixedFrameProposesItsSizeSoLongTextWraps() {
        let narrow = text("one two three", [.frame(FrameValue(width: 50))])
        // At most 7 characters (45.5 pt) a line: "one two" and "three", centred in the 50 pt frame.
        let frames = layout(narrow)
        #expect(frames == [Frame("text", "one two three", 77.25, 33.75, 45.5, 32.5)], "\(frames)")
    }

    @Test func aLineLimitKeepsTheLinesThatFitAndTruncatesTheRest() {
        let limited = text("one two three", [.lineLimit(1), .frame(FrameValue(width: 50))])
        #expect(layout(limited).first?.height == 16.25)
    }

    @Test func anOverlayIsSizedByTheViewItDecorates() {
        let badge = color([.frame(FrameValue(width: 40, height: 40)), .overlay(text("9"), alignment: "topTrailing")])
        #expect(layout(badge) == [Frame("color", 80, 30, 40, 40), Frame("text", "9", 113.5, 30, 6.5, 16.25)])
    }

    @Test func viewThatFitsDrawsTheFirstCandidateThatFits() {
        let fits = RenderNode(.stack(StackNode(axis: .fits, children: [text("A long headline here"), text("Short")])))
        #expect(layout(fits, 100).map(\.text) == ["Short"])
        #expect(layout(fits, 200).map(\.text) == ["A long headline here"])
    }

    @Test func theWidgetsBackgroundFillsItAndItsContentIsCentredInsideTheMargins() {
        let root = vStack([text("Hi")], [.containerBackground(color())])
        let laid = engine.layout(root, in: Size(width: 170, height: 170), margins: LayoutMetrics().contentMargins(for: .systemSmall))
        #expect(laid.frames == [Frame("color", 0, 0, 170, 170), Frame("text", "Hi", 78.5, 76.875, 13, 16.25)])
        #expect(LayoutMetrics().contentMargins(for: .accessoryCircular).top == 0)
    }

    @Test func fontsFollowThePlatformsTextStyles() {
        #expect(LayoutMetrics().font(nil).size == 13)
        #expect(LayoutMetrics(platform: .iOS).font(nil).size == 17)
        #expect(LayoutMetrics().font(FontValue(style: "headline")).weight == 700)
        #expect(LayoutMetrics().font(FontValue(size: 40, weight: "light")) == FontSpec(size: 40, weight: 300))
        let caption = text("Hi", [.font(FontValue(style: "largeTitle"))])
        #expect(layout(caption).first?.width == 26)
    }
}
