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

    @Test func positionTakesTheSpaceOfferedAndCentresItsContentAtThePoint() throws {
        // "Hi" is 13 × 16.25: its centre at (30, 20) of the whole 200 × 100.
        let placed = text("Hi", [.position(x: 30, y: 20), .background(color(), alignment: "center")])
        #expect(layout(placed) == [Frame("color", 0, 0, 200, 100), Frame("text", "Hi", 23.5, 11.875, 13, 16.25)])
        // Inside a stack, at the point of the space its stack gave it.
        let stacked = vStack([color([.frame(FrameValue(height: 40))]), text("Hi", [.position(x: 10, y: 10)])], spacing: 0)
        #expect(layout(stacked).last == Frame("text", "Hi", 3.5, 41.875, 13, 16.25))
        #expect(try RenderNode(json: placed.json) == placed)
    }

    @Test func aContainerRelativeFrameIsPartsOfTheWidgetsContentArea() throws {
        // The content area is 200 × 100 inside margins of 10: 180 × 80. Two of three parts, 6 pt apart.
        let margins = EdgeInsetsValue(top: 10, leading: 10, bottom: 10, trailing: 10)
        let part = ContainerRelativeFrame(horizontal: true, vertical: false, count: 3, span: 2, spacing: 6, alignment: "leading")
        let node = hStack([color([.frame(FrameValue(height: 20)), .containerRelativeFrame(part)])])
        let frames = engine.layout(node, in: Size(width: 200, height: 100), margins: margins).frames
        // Each part is (180 - 12) / 3 = 56; two parts and the gap between: 118.
        #expect(frames == [Frame("color", 41, 40, 118, 20)], "\(frames)")
        // Whole along both axes, even where the proposal is smaller.
        let whole = ContainerRelativeFrame(horizontal: true, vertical: true)
        let inStack = hStack([color([.frame(FrameValue(width: 30)), .containerRelativeFrame(whole)]), color()], spacing: 0)
        let laid = engine.layout(inStack, in: Size(width: 200, height: 100), margins: margins).frames
        #expect(laid.first?.width == 30 && laid.first?.height == 80, "\(laid)")
        let wire = RenderNode(.color(.named("blue", opacity: 1)), modifiers: [.containerRelativeFrame(part)])
        #expect(try RenderNode(json: wire.json) == wire)
        // Nonsense counts are clamped: at least one part, a span of at most the count.
        let odd = try RenderNode(json: JSON(parsing: #"{"type": "empty", "modifiers": [{"containerRelativeFrame": {"axes": ["horizontal"], "count": -4, "span": 9}}]}"#))
        #expect(odd.modifiers == [.containerRelativeFrame(ContainerRelativeFrame(horizontal: true, vertical: false, count: 1, span: 1))])
    }

    @Test func aFontDesignChangesTheDesignOnly() throws {
        let node = vStack([text("x", [.font(FontValue(size: 20, weight: "bold")), .fontDesign("monospaced")])])
        let leaf = try #require(engine.layout(node, in: Size(width: 200, height: 100), margins: noMargins).leaves.first)
        guard case .text(let paragraph, _) = leaf.content else { Issue.record("\(leaf.content)"); return }
        #expect(paragraph.spans[0].font == FontSpec(size: 20, weight: 700, design: .monospaced))
        let wire = RenderNode(.empty, modifiers: [.fontDesign("serif")])
        #expect(try RenderNode(json: wire.json) == wire)
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

    /// A background given deep in the content (a `ZStack`'s stack, beside a text) is the widget's, as
    /// SwiftUI hands it up from anywhere; the view that gave it draws none of its own.
    @Test func aContainerBackgroundInsideTheContentIsTheWidgetsBackground() {
        let root = zStack([text("Hi"), vStack([text("Mo")], [.containerBackground(color())])])
        let laid = engine.layout(root, in: Size(width: 170, height: 170), margins: LayoutMetrics().contentMargins(for: .systemSmall))
        #expect(laid.frames.first == Frame("color", 0, 0, 170, 170), "\(laid.frames)")
        #expect(laid.frames.filter { $0.text == nil }.count == 1, "\(laid.frames)")
    }

    @Test func fontsFollowThePlatformsTextStyles() {
        #expect(LayoutMetrics().font(nil).size == 13)
        #expect(LayoutMetrics(platform: .iOS).font(nil).size == 17)
        #expect(LayoutMetrics().font(FontValue(style: "headline")).weight == 700)
        #expect(LayoutMetrics().font(FontValue(size: 40, weight: "light")) == FontSpec(size: 40, weight: 300))
        let caption = text("Hi", [.font(FontValue(style: "largeTitle"))])
        #expect(layout(caption).first?.width == 26)
    }

    @Test func aHigherLayoutPriorityIsServedFirst() {
        let capped = FrameValue(maxWidth: 80)
        // Equal priorities share equally; the prioritized view takes all it wants of the 92 pt left.
        #expect(layout(hStack([color([.frame(capped)]), color([.frame(capped)])]), 100).map(\.width) == [46, 46])
        #expect(layout(hStack([color([.frame(capped)]), color([.frame(capped), .layoutPriority(1)])]), 100).map(\.width) == [12, 80])
        // Seen through the modifiers around the view.
        let padded = color([.frame(capped), .layoutPriority(1), .padding(EdgeInsetsValue(top: 0, leading: 1, bottom: 0, trailing: 1))])
        #expect(layout(hStack([color([.frame(capped)]), padded]), 100).map(\.width) == [10, 80])
    }

    @Test func fixedSizeTakesTheIdealSizeWhateverIsOffered() {
        let fixed = text("one two three", [.fixedSize(horizontal: true, vertical: true), .frame(FrameValue(width: 30))])
        #expect(layout(fixed).first?.width == 84.5)
        let wraps = text("one two three", [.frame(FrameValue(width: 30))])
        #expect(layout(wraps).first?.width == 30)
    }

    @Test func anOffsetMovesTheDrawingButNotTheLayout() {
        let moved = hStack([text("A", [.offset(x: 5, y: -2)]), text("B")], spacing: 0)
        #expect(layout(moved).map { [$0.x, $0.y] } == [[98.5, 39.875], [100, 41.875]])
    }

    @Test func anAspectRatioFitsOrFillsTheSpaceOffered() {
        #expect(layout(color([.aspectRatio(2, fill: false)]), 200, 200) == [Frame("color", 0, 50, 200, 100)])
        #expect(layout(color([.aspectRatio(2, fill: true)]), 200, 200) == [Frame("color", -100, 0, 400, 200)])
        #expect(layout(color([.aspectRatio(0.5, fill: false)]), 200, 200) == [Frame("color", 50, 0, 100, 200)])
    }

    @Test func truncationModeReachesTheText() throws {
        let laid = engine.layout(text("Hi", [.truncationMode("head")]), in: Size(width: 100, height: 100), margins: noMargins)
        guard case .text(let paragraph, _) = try #require(laid.leaves.first).content else {
            Issue.record("no text")
            return
        }
        #expect(paragraph.truncation == .head)
    }
}
