import Testing
import WidgetLayout
import WidgetWire

/// The engine's rules, each as SwiftUI documents or is known to behave, at macOS metrics (13 pt
/// body text) with text measured by rule: a body character is 6.5 pt wide, a line 16.25 pt tall.
@Suite struct StackTests {
    let engine = LayoutEngine(measurer: RuleMeasurer())

    func layout(_ node: RenderNode, _ width: Double = 200, _ height: Double = 100) -> [Frame] {
        engine.layout(node, in: Size(width: width, height: height), margins: noMargins).frames
    }

    @Test func aHorizontalStackGivesTheLeastFlexibleChildItsSizeFirst() {
        // The text takes its ideal width (4 × 6.5), the color what is left after the default spacing.
        #expect(layout(hStack([text("Left"), color()])) == [
            Frame("text", "Left", 0, 41.875, 26, 16.25), Frame("color", 34, 0, 166, 100),
        ])
        // A fixed frame is less flexible than a color: it is served first wherever it stands.
        #expect(layout(hStack([color(), color([.frame(FrameValue(width: 50))])])) == [
            Frame("color", 0, 0, 142, 100), Frame("color", 150, 0, 50, 100),
        ])
    }

    @Test func equallyFlexibleChildrenShareWhatIsLeftEqually() {
        #expect(layout(hStack([color(), color(), color()], spacing: 4)) == [
            Frame("color", 0, 0, 64, 100), Frame("color", 68, 0, 64, 100), Frame("color", 136, 0, 64, 100),
        ])
    }

    @Test func aSpacerPushesItsNeighboursApartAndTakesNoSpacingBesideIt() {
        #expect(layout(hStack([text("A"), spacer, text("BB")])) == [
            Frame("text", "A", 0, 41.875, 6.5, 16.25), Frame("text", "BB", 187, 41.875, 13, 16.25),
        ])
        // Alone in a vertical stack, two texts sit at the top and bottom.
        #expect(layout(vStack([text("Top"), spacer, text("End")])) == [
            Frame("text", "Top", 90.25, 0, 19.5, 16.25), Frame("text", "End", 90.25, 83.75, 19.5, 16.25),
        ])
    }

    @Test func aSpacerTakesWhatTheViewsBesideItLeave() {
        // 14 characters (91 pt) fit in 138 pt beside a 16 pt view and the spacer's 8: one line, not
        // the half of the row a color would leave it.
        let row = hStack([text("Lisbon · today"), spacer, color([.frame(FrameValue(width: 16, height: 16))])])
        #expect(layout(row, 138) == [Frame("text", "Lisbon · today", 0, 41.875, 91, 16.25), Frame("color", 122, 42, 16, 16)])
        let beside = layout(hStack([text("Lisbon · today"), color()]), 138)
        #expect(beside.first?.height == 32.5, "\(beside)")
    }

    @Test func aStackIsAsWideAsItsWidestChildAndPlacesTheOthersByItsAlignment() {
        let children = [text("Wide text"), text("Hi")]
        #expect(layout(vStack(children, alignment: "leading")) == [
            Frame("text", "Wide text", 70.75, 33.75, 58.5, 16.25), Frame("text", "Hi", 70.75, 50, 13, 16.25),
        ])
        #expect(layout(vStack(children, alignment: "trailing")).last == Frame("text", "Hi", 116.25, 50, 13, 16.25))
        #expect(layout(vStack(children)).last == Frame("text", "Hi", 93.5, 50, 13, 16.25))
    }

    @Test func textsInAHorizontalStackAlignOnTheirFirstBaseline() {
        let big = text("Big", [.font(FontValue(size: 26))])
        let frames = layout(hStack([big, text("small")], alignment: "firstTextBaseline"))
        // Baselines at the font size from each text's top: 26 and 13 pt.
        #expect(frames.count == 2)
        #expect(frames[0].y + 26 == frames[1].y + 13, "\(frames)")
    }

    @Test func aDepthStackIsAsLargeAsItsLargestChildAndCentresTheRest() {
        let frames = layout(zStack([color([.frame(FrameValue(width: 60, height: 40))]), text("Hi")]))
        #expect(frames == [Frame("color", 70, 30, 60, 40), Frame("text", "Hi", 93.5, 41.875, 13, 16.25)])
        let corner = layout(zStack([color([.frame(FrameValue(width: 60, height: 40))]), text("Hi")], alignment: "topLeading"))
        #expect(corner.last == Frame("text", "Hi", 70, 30, 13, 16.25))
    }

    @Test func aGroupJoinsTheStackItIsIn() {
        let grouped = hStack([text("A"), RenderNode(.group([text("B"), text("C")]))], spacing: 2)
        #expect(layout(grouped).map(\.x) == [88.25, 96.75, 105.25])
    }

    // SwiftUI's `Group` is no container: "modifiers applied to the group apply to each of its
    // members", and its members join the stack the group is in.

    @Test func aPaddingOnAGroupPadsEachOfItsViewsInTheStack() {
        // B and C are each padded by 4: 6.5 + 8 = 14.5 wide, 16.25 + 8 = 24.25 tall; the EmptyView is
        // no view, so it is not padded. The row: 6.5 + 2 + 14.5 + 2 + 14.5 = 39.5 wide, centred at
        // (200 - 39.5) / 2 = 80.25; 24.25 tall, its top at (100 - 24.25) / 2 = 37.875. Each text sits
        // 4 inside its padding: B at 80.25 + 6.5 + 2 + 4 = 92.75, C at 92.75 + 14.5 + 2 = 109.25;
        // all three at 37.875 + 4 = 41.875 (A centred in the row's 24.25).
        let all4 = EdgeInsetsValue(top: 4, leading: 4, bottom: 4, trailing: 4)
        let grouped = hStack([text("A"), RenderNode(.group([text("B"), .empty, text("C")]), modifiers: [.padding(all4)])], spacing: 2)
        #expect(layout(grouped) == [
            Frame("text", "A", 80.25, 41.875, 6.5, 16.25), Frame("text", "B", 92.75, 41.875, 6.5, 16.25),
            Frame("text", "C", 109.25, 41.875, 6.5, 16.25),
        ])
    }

    @Test func aFontOnAGroupReachesEachOfItsViewsSideBySide() {
        // B and C in 26 pt: 13 wide, 32.5 tall each, beside A, not stacked under each other. The row:
        // 6.5 + 2 + 13 + 2 + 13 = 36.5 wide from (200 - 36.5) / 2 = 81.75; 32.5 tall from 33.75, A
        // centred in it at 33.75 + (32.5 - 16.25) / 2 = 41.875.
        let grouped = hStack([text("A"), RenderNode(.group([text("B"), text("C")]), modifiers: [.font(FontValue(size: 26))])], spacing: 2)
        #expect(layout(grouped) == [
            Frame("text", "A", 81.75, 41.875, 6.5, 16.25), Frame("text", "B", 90.25, 33.75, 13, 32.5),
            Frame("text", "C", 105.25, 33.75, 13, 32.5),
        ])
    }

    @Test func aFrameAndBackgroundOnAGroupFrameAndBackEachOfItsViews() {
        // Each text gets its own 50 × 20 frame with a color behind it: two frames one above the other
        // (no spacing), 40 tall from (100 - 40) / 2 = 30, 50 wide from 75; each text centred in its
        // frame, at 75 + (50 - 6.5) / 2 = 96.75 and 1.875 below the frame's top.
        let framed = RenderNode(.group([text("B"), text("C")]), modifiers: [
            .frame(FrameValue(width: 50, height: 20)), .background(color(), alignment: "center"),
        ])
        #expect(layout(vStack([framed], spacing: 0)) == [
            Frame("color", 75, 30, 50, 20), Frame("text", "B", 96.75, 31.875, 6.5, 16.25),
            Frame("color", 75, 50, 50, 20), Frame("text", "C", 96.75, 51.875, 6.5, 16.25),
        ])
        // Alone in the widget, its views stack as a widget's several views do, each framed and backed.
        let alone = layout(framed).filter { $0.type == "color" }
        #expect(alone.map(\.height) == [20, 20] && alone[1].y >= alone[0].y + 20, "\(alone)")
    }
}
