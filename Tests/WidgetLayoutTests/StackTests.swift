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
}
