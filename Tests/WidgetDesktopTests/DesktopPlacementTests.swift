import Foundation
import Testing
import WidgetDesktop
import WidgetHome
import WidgetLayout
import WidgetSurfaces
import WidgetWire

@Suite struct DesktopPlacementTests {
    let small = Size(width: 170, height: 170)
    let medium = Size(width: 364, height: 170)
    let screen = Size(width: 1280, height: 700)

    @Test func newWidgetsFillAColumnFromTheTopLeftThenTheNext() {
        var placement = DesktopPlacement()
        let first = placement.position(of: InstanceID("a"), size: small, others: [:], area: screen)
        #expect(first == Point(x: 20, y: 20))
        let second = placement.position(of: InstanceID("b"), size: medium, others: [InstanceID("a"): small], area: screen)
        #expect(second == Point(x: 20, y: 210), "below the first, a gap between them")
        let third = placement.position(
            of: InstanceID("c"), size: small, others: [InstanceID("a"): small, InstanceID("b"): medium], area: screen)
        #expect(third == Point(x: 20, y: 400))
        // A fourth no longer fits in the column (590 + 170 > 700 - 20): it goes to the first free spot
        // of the next, beside the small one, a gap from each.
        let fourth = placement.position(
            of: InstanceID("d"), size: small, others: [InstanceID("a"): small, InstanceID("b"): medium, InstanceID("c"): small],
            area: screen)
        #expect(fourth == Point(x: 210, y: 20))
    }

    @Test func aWidgetStaysWhereItWasPutSnappedToTheGrid() {
        var placement = DesktopPlacement()
        placement.move(InstanceID("a"), to: Point(x: 333.4, y: 96))
        #expect(placement.positions[InstanceID("a")] == Point(x: 330, y: 100))
        #expect(placement.position(of: InstanceID("a"), size: small, others: [:], area: screen) == Point(x: 330, y: 100))
        placement.move(InstanceID("a"), to: Point(x: -40, y: -3))
        #expect(placement.positions[InstanceID("a")] == Point(x: 0, y: 0), "never off the work area's top or left")
        // The spot a moved widget holds is not given to another.
        placement.move(InstanceID("a"), to: Point(x: 20, y: 20))
        #expect(placement.position(of: InstanceID("b"), size: small, others: [InstanceID("a"): small], area: screen) == Point(x: 20, y: 210))
    }

    /// A widget kept where a smaller work area cannot show it whole is shown at its nearest place
    /// that can; its kept place stays, and it goes back there when the room comes back.
    @Test func aPlaceOutsideASmallerWorkAreaIsShownInsideAndKept() {
        var placement = DesktopPlacement()
        placement.move(InstanceID("a"), to: Point(x: 1100, y: 600))
        let laptop = Size(width: 1024, height: 700)
        #expect(placement.position(of: InstanceID("a"), size: small, others: [:], area: laptop) == Point(x: 854, y: 530))
        #expect(placement.positions[InstanceID("a")] == Point(x: 1100, y: 600))
        #expect(placement.position(of: InstanceID("a"), size: small, others: [:], area: Size(width: 1920, height: 1080)) == Point(x: 1100, y: 600))
        // Larger than the area: its top-left corner stays on it.
        #expect(DesktopPlacement.visible(Point(x: 50, y: 50), size: medium, in: Size(width: 300, height: 100)) == Point(x: 0, y: 0))
    }

    @Test func placesSurviveARestartInTheHome() throws {
        let root = FileManager.default.temporaryDirectory.appending(path: "desktop-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appending(path: "state"), withIntermediateDirectories: true)
        let home = try RuntimeHome(root: root)
        #expect(try DesktopPlacement.load(from: home) == DesktopPlacement(), "no file: no places yet")
        var placement = DesktopPlacement()
        placement.move(InstanceID("counter-1"), to: Point(x: 400, y: 120))
        placement.move(InstanceID("clock-1"), to: Point(x: 20, y: 20))
        try placement.save(to: home)
        #expect(try DesktopPlacement.load(from: home) == placement)
        placement.keepOnly([InstanceID("clock-1")])
        #expect(placement.positions.keys.map(\.rawValue) == ["clock-1"])
    }

    @Test func aBrokenPlacesFileSaysWhereAndWhatToDo() throws {
        let root = FileManager.default.temporaryDirectory.appending(path: "desktop-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appending(path: "state"), withIntermediateDirectories: true)
        let home = try RuntimeHome(root: root)
        try Data(#"{"positions": {"counter-1": {"x": "left"}}}"#.utf8).write(to: DesktopPlacement.file(in: home))
        #expect {
            try DesktopPlacement.load(from: home)
        } throws: { error in
            let error = error as! WidgetRuntimeError
            return error.location == DesktopPlacement.file(in: home).path && error.message.contains("positions.counter-1")
                && error.fix?.contains("remove the file") == true
        }
    }
}

@Suite struct TapTargetTests {
    func laidOut(_ node: RenderNode, family: WidgetFamily) -> LaidOutView {
        FrameLayout().layout(node, family: family)
    }

    func text(_ string: String) -> RenderNode { RenderNode(.text(TextNode(runs: [.verbatim(string)]))) }

    var tree: RenderNode {
        let button = RenderNode(.control(ControlNode(
            kind: .button, target: "button-1", intent: IntentInvocation(type: "Bundle.Add", parameters: .object([])), label: text("Add"))))
        let link = RenderNode(.link(url: "app://first", content: text("First")))
        let second = RenderNode(.link(url: "app://second", content: text("Second")))
        return RenderNode(.stack(StackNode(axis: .vertical, children: [link, second, RenderNode(.spacer(minLength: nil)), button])))
    }

    @Test func aClickTapsTheButtonOrLinkUnderItElseTheWidget() throws {
        let view = laidOut(tree, family: .systemMedium)
        func center(of text: String) throws -> Point {
            let leaf = try #require(view.leaves.first { if case .text(let paragraph, _) = $0.content { paragraph.string == text } else { false } })
            return Point(x: leaf.frame.minX + leaf.frame.width / 2, y: leaf.frame.minY + leaf.frame.height / 2)
        }
        #expect(view.tapTarget(at: try center(of: "Add"), family: .systemMedium)?.id == "button-1")
        #expect(view.tapTarget(at: try center(of: "First"), family: .systemMedium)?.id == "link-1")
        #expect(view.tapTarget(at: try center(of: "Second"), family: .systemMedium)?.id == "link-2")
        #expect(view.tapTarget(at: Point(x: 3, y: 3), family: .systemMedium)?.id == "widget")
        #expect(view.tapTarget(at: Point(x: -1, y: 3), family: .systemMedium) == nil, "outside the widget")
        // The button's frame is where the pressed state is drawn.
        let button = try #require(view.tapTarget(at: try center(of: "Add"), family: .systemMedium))
        #expect(button.frame.width > 0 && button.frame.width < view.frame.width)
    }

    @Test func aSmallWidgetHasNoLinksButKeepsItsButtons() throws {
        let view = laidOut(tree, family: .systemSmall)
        let first = try #require(view.leaves.first { if case .text(let paragraph, _) = $0.content { paragraph.string == "First" } else { false } })
        #expect(view.tapTarget(at: Point(x: first.frame.minX + 2, y: first.frame.minY + 2), family: .systemSmall)?.id == "widget")
        let add = try #require(view.leaves.first { if case .text(let paragraph, _) = $0.content { paragraph.string == "Add" } else { false } })
        #expect(view.tapTarget(at: Point(x: add.frame.minX + 2, y: add.frame.minY + 2), family: .systemSmall)?.id == "button-1")
    }

    @Test func aLiveSignatureChangesWithTheMinuteNotTheSecond() {
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        // Two hours and 30 seconds away: "2 hr" for the next half minute, then "1 hr, 59 min".
        let relative = RenderNode(.text(TextNode(runs: [.date(start.addingTimeInterval(7_230), style: .relative)])))
        func signature(_ at: Date) -> String {
            FrameLayout(now: at, timeZone: TimeZone(identifier: "UTC")!, locale: Locale(identifier: "en_US"))
                .layout(relative, family: .systemSmall).liveSignature(at: at)
        }
        #expect(signature(start) == signature(start.addingTimeInterval(1)))
        #expect(signature(start) != signature(start.addingTimeInterval(60)))
    }
}
