import Foundation
import Testing
import WidgetDesktop
import WidgetLayout
import WidgetSurfaces
import WidgetWire

/// Where a new entry's painting may differ from the last one's: what the surface paints again.
@Suite struct ChangedAreasTests {
    private func text(_ string: String, _ modifiers: [Modifier] = []) -> RenderNode {
        RenderNode(.text(TextNode(runs: [.verbatim(string)])), modifiers: modifiers)
    }
    private func stack(_ children: [RenderNode], _ modifiers: [Modifier] = []) -> RenderNode {
        RenderNode(.stack(StackNode(axis: .vertical, children: children)), modifiers: modifiers)
    }
    private func laidOut(_ node: RenderNode) -> LaidOutView { FrameLayout().layout(node, family: .systemSmall) }
    private func frame(of string: String, in view: LaidOutView) throws -> Rect {
        try #require(view.leaves.first { if case .text(let paragraph, _) = $0.content { paragraph.string == string } else { false } }).frame
    }
    private func covers(_ areas: [Rect], _ rect: Rect) -> Bool {
        areas.contains { $0.minX <= rect.minX && $0.minY <= rect.minY && $0.maxX >= rect.maxX && $0.maxY >= rect.maxY }
    }
    private func touches(_ areas: [Rect], _ point: Point) -> Bool {
        areas.contains { $0.minX <= point.x && point.x <= $0.maxX && $0.minY <= point.y && point.y <= $0.maxY }
    }

    @Test func aChangedTextIsAllThatChangesAndTheSameEntryChangesNothing() throws {
        let old = laidOut(stack([text("Load"), text("0.06"), RenderNode(.spacer(minLength: nil)), text("of 2 CPUs")]))
        let new = laidOut(stack([text("Load"), text("12.75"), RenderNode(.spacer(minLength: nil)), text("of 2 CPUs")]))
        let areas = try #require(new.changedAreas(since: old))
        #expect(covers(areas, try frame(of: "0.06", in: old)))
        #expect(covers(areas, try frame(of: "12.75", in: new)))
        let below = try frame(of: "of 2 CPUs", in: new)
        #expect(!touches(areas, Point(x: below.minX + below.width / 2, y: below.minY + below.height / 2)))
        #expect(new.changedAreas(since: new) == [])
    }

    @Test func aChangeWhoseDrawingMayReachPastItsFramePaintsEverything() {
        let shadow = Modifier.shadow(.rgba(red: 0, green: 0, blue: 0, opacity: 0.5), radius: 6, x: 0, y: 4)
        // Under a shadow, turned, scaled: the drawing is not where the frames are.
        for modifier in [shadow, .rotationEffect(degrees: 20, anchor: .center), .scaleEffect(x: 2, y: 2, anchor: .center)] {
            let old = laidOut(stack([text("Load"), stack([text("1")], [modifier])]))
            let new = laidOut(stack([text("Load"), stack([text("2")], [modifier])]))
            #expect(new.changedAreas(since: old) == nil, "\(modifier)")
        }
        // An image may fill past its frame.
        let picture = { (name: String) in RenderNode(.image(ImageNode(resource: name))) }
        #expect(laidOut(stack([picture("a")])).changedAreas(since: laidOut(stack([picture("b")]))) == nil)
    }

    @Test func anOffsetViewChangesWhereItIsDrawn() throws {
        let old = laidOut(stack([text("Load"), stack([text("1")], [.offset(x: 30, y: 0)])]))
        let new = laidOut(stack([text("Load"), stack([text("2")], [.offset(x: 30, y: 0)])]))
        let areas = try #require(new.changedAreas(since: old))
        let (moved, was) = (try frame(of: "2", in: new), try frame(of: "1", in: old))
        #expect(covers(areas, moved) && covers(areas, was))
        #expect(moved.minX > new.frame.width / 2, "drawn 30 points right of the middle")
    }

    @Test func aProgressViewFollowingATimerIsPaintedAgainEvenUnchanged() {
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        let timer = RenderNode(.progress(ProgressNode(value: nil, timer: TimerRun(start: start, end: start.addingTimeInterval(60)))))
        let view = laidOut(stack([text("Tea"), timer]))
        #expect(view.followsATimer)
        #expect(view.changedAreas(since: view) == nil)
    }
}
