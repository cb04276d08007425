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
    var outputs: [DesktopOutput] { [DesktopOutput(name: "DP-1", model: "Dell U2720Q", area: Rect(x: 0, y: 0, width: 1280, height: 700))] }

    @Test func newWidgetsFillAColumnFromTheTopLeftThenTheNext() {
        var placement = DesktopPlacement()
        let first = placement.position(of: InstanceID("a"), size: small, others: [:], outputs: outputs).point
        #expect(first == Point(x: 20, y: 20))
        let second = placement.position(of: InstanceID("b"), size: medium, others: [InstanceID("a"): small], outputs: outputs).point
        #expect(second == Point(x: 20, y: 210), "below the first, a gap between them")
        let third = placement.position(
            of: InstanceID("c"), size: small, others: [InstanceID("a"): small, InstanceID("b"): medium], outputs: outputs).point
        #expect(third == Point(x: 20, y: 400))
        // A fourth no longer fits in the column (590 + 170 > 700 - 20): it goes to the first free spot
        // of the next, beside the small one, a gap from each.
        let fourth = placement.position(
            of: InstanceID("d"), size: small, others: [InstanceID("a"): small, InstanceID("b"): medium, InstanceID("c"): small],
            outputs: outputs).point
        #expect(fourth == Point(x: 210, y: 20))
    }

    @Test func aWidgetStaysWhereItWasPutSnappedToTheGrid() {
        var placement = DesktopPlacement()
        placement.move(InstanceID("a"), to: Point(x: 333.4, y: 96), on: outputs[0])
        #expect(placement.places[InstanceID("a")]?.point == Point(x: 330, y: 100))
        #expect(placement.position(of: InstanceID("a"), size: small, others: [:], outputs: outputs).point == Point(x: 330, y: 100))
        placement.move(InstanceID("a"), to: Point(x: -40, y: -3), on: outputs[0])
        #expect(placement.places[InstanceID("a")]?.point == Point(x: 0, y: 0), "never off the work area's top or left")
        // The spot a moved widget holds is not given to another.
        placement.move(InstanceID("a"), to: Point(x: 20, y: 20), on: outputs[0])
        #expect(placement.position(of: InstanceID("b"), size: small, others: [InstanceID("a"): small], outputs: outputs).point == Point(x: 20, y: 210))
    }

    /// A widget kept where a smaller work area cannot show it whole is shown at its nearest place
    /// that can; its kept place stays, and it goes back there when the room comes back.
    @Test func aPlaceOutsideASmallerWorkAreaIsShownInsideAndKept() {
        var placement = DesktopPlacement()
        placement.move(InstanceID("a"), to: Point(x: 1100, y: 600), on: outputs[0])
        func shown(on area: Size) -> Point {
            placement.position(of: InstanceID("a"), size: small, others: [:], outputs: [DesktopOutput(name: "DP-1", model: "Dell U2720Q", area: Rect(x: 0, y: 0, width: area.width, height: area.height))]).point
        }
        #expect(shown(on: Size(width: 1024, height: 700)) == Point(x: 854, y: 530))
        #expect(placement.places[InstanceID("a")]?.point == Point(x: 1100, y: 600))
        #expect(shown(on: Size(width: 1920, height: 1080)) == Point(x: 1100, y: 600))
        // Larger than the area: its top-left corner stays on it.
        #expect(DesktopPlacement.visible(Point(x: 50, y: 50), size: medium, in: Size(width: 300, height: 100)) == Point(x: 0, y: 0))
    }

    @Test func placesSurviveARestartInTheHome() throws {
        let (home, root) = try Self.temporaryHome()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try DesktopPlacement.load(from: home) == DesktopPlacement(), "no file: no places yet")
        var placement = DesktopPlacement()
        placement.move(InstanceID("counter-1"), to: Point(x: 400, y: 120), on: outputs[0])
        placement.move(InstanceID("clock-1"), to: Point(x: 20, y: 20), onOutputNamed: "HDMI-1")
        placement.outputs = outputs
        try placement.save(to: home)
        #expect(try DesktopPlacement.load(from: home) == placement)
        placement.keepOnly([InstanceID("clock-1")])
        #expect(placement.places.keys.map(\.rawValue) == ["clock-1"])
    }

    /// Each output keeps its own widgets: a new one goes to the primary's free spots (others on
    /// another output take none of them); one whose output goes is shown on the primary, at its
    /// place made whole there, and is back on its own when it returns.
    @Test func aWidgetKeepsItsOutputAndComesBackToIt() {
        let left = DesktopOutput(name: "eDP-1", model: "BOE 0x0747", area: Rect(x: 0, y: 0, width: 1280, height: 800))
        let right = DesktopOutput(name: "DP-2", model: "Dell U2720Q", area: Rect(x: 1280, y: 0, width: 1920, height: 1080))
        var placement = DesktopPlacement()
        placement.move(InstanceID("b"), to: Point(x: 20, y: 20), on: right)
        let a = placement.position(of: InstanceID("a"), size: small, others: [InstanceID("b"): small], outputs: [left, right])
        #expect(a.output == left && a.point == Point(x: 20, y: 20), "a widget on the other output holds no spot of this one")
        placement.move(InstanceID("b"), to: Point(x: 1500, y: 900), on: right)
        let away = placement.position(of: InstanceID("b"), size: small, others: [:], outputs: [left])
        #expect(away.output == left && away.point == Point(x: 1110, y: 630), "on the remaining output, whole")
        #expect(placement.places[InstanceID("b")] == DesktopPlacement.Place(Point(x: 1500, y: 900), on: "DP-2", model: "Dell U2720Q"))
        let back = placement.position(of: InstanceID("b"), size: small, others: [:], outputs: [left, right])
        #expect(back.output == right && back.point == Point(x: 1500, y: 900))
    }

    /// An output is known by its connector and model: the same monitor on another connector keeps
    /// its widgets; another monitor on the connector gets them only when the monitor is nowhere.
    @Test func anOutputIsKnownByItsConnectorAndModel() {
        let place = DesktopPlacement.Place(Point(x: 20, y: 20), on: "DP-2", model: "Dell U2720Q")
        let laptop = DesktopOutput(name: "eDP-1", model: "BOE 0x0747", area: Rect(x: 0, y: 0, width: 1280, height: 800))
        let dellMoved = DesktopOutput(name: "HDMI-1", model: "Dell U2720Q", area: Rect(x: 1280, y: 0, width: 1920, height: 1080))
        let otherOnDP2 = DesktopOutput(name: "DP-2", model: "LG 27UL850", area: Rect(x: 1280, y: 0, width: 1920, height: 1080))
        #expect(DesktopPlacement.output(of: place, among: [laptop, dellMoved]) == dellMoved)
        #expect(DesktopPlacement.output(of: place, among: [laptop, otherOnDP2]) == otherOnDP2)
        #expect(DesktopPlacement.output(of: place, among: [laptop, otherOnDP2, dellMoved]) == dellMoved)
        #expect(DesktopPlacement.output(of: place, among: [laptop]) == laptop)
        #expect(DesktopPlacement.output(of: DesktopPlacement.Place(Point(x: 0, y: 0)), among: [laptop, dellMoved]) == laptop, "a place from before outputs: the first")
    }

    @Test func aWidgetDraggedOntoAnotherMonitorLandsOnIt() {
        let left = DesktopOutput(name: "eDP-1", area: Rect(x: 0, y: 0, width: 1280, height: 800))
        let right = DesktopOutput(name: "DP-2", area: Rect(x: 1280, y: 0, width: 1920, height: 1080))
        #expect(DesktopOutput.holding(Point(x: 1300, y: 500), among: [left, right]) == right)
        #expect(DesktopOutput.holding(Point(x: 100, y: 900), among: [left, right]) == left, "below the left one: the nearest")
        #expect(DesktopOutput.holding(Point(x: 100, y: 900), among: []) == nil)
    }

    @Test func placesAndOutputsSurviveARestartAndAnOlderFileStillReads() throws {
        let (home, root) = try Self.temporaryHome()
        defer { try? FileManager.default.removeItem(at: root) }
        try Data(#"{"positions": {"counter-1": {"x": 40, "y": 60}}}"#.utf8).write(to: DesktopPlacement.file(in: home))
        let old = try DesktopPlacement.load(from: home)
        #expect(old.places == [InstanceID("counter-1"): DesktopPlacement.Place(Point(x: 40, y: 60))] && old.outputs.isEmpty)
        var placement = old
        placement.outputs = [DesktopOutput(name: "HEADLESS-2", model: "headless headless", area: Rect(x: 1280, y: 0, width: 1280, height: 720))]
        placement.move(InstanceID("counter-1"), to: Point(x: 100, y: 50), onOutputNamed: "HEADLESS-2")
        try placement.save(to: home)
        let read = try DesktopPlacement.load(from: home)
        #expect(read == placement)
        #expect(read.places[InstanceID("counter-1")]?.model == "headless headless", "the model of the output named, as the desktop last saw it")
    }

    @Test func aBrokenPlacesFileSaysWhereAndWhatToDo() throws {
        let (home, root) = try Self.temporaryHome()
        defer { try? FileManager.default.removeItem(at: root) }
        try Data(#"{"positions": {"counter-1": {"x": "left"}}}"#.utf8).write(to: DesktopPlacement.file(in: home))
        #expect {
            try DesktopPlacement.load(from: home)
        } throws: { error in
            let error = error as! WidgetRuntimeError
            return error.location == DesktopPlacement.file(in: home).path && error.message.contains("positions.counter-1")
                && error.fix?.contains("remove the file") == true
        }
    }

    /// A home of its own with a state folder; the caller removes `root`.
    static func temporaryHome() throws -> (RuntimeHome, URL) {
        let root = FileManager.default.temporaryDirectory.appending(path: "desktop-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appending(path: "state"), withIntermediateDirectories: true)
        return (try RuntimeHome(root: root), root)
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

    /// What the surface compares to paint a widget again as time passes: its views as laid out then.
    @Test func aRelativeDatesViewsChangeWithTheMinuteNotTheSecond() {
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        // Two hours and 30 seconds away: "2 hr" for the next half minute, then "1 hr, 59 min".
        let relative = RenderNode(.text(TextNode(runs: [.date(start.addingTimeInterval(7_230), style: .relative)])))
        func laidOut(_ at: Date) -> LaidOutView {
            FrameLayout(now: at, timeZone: TimeZone(identifier: "UTC")!, locale: Locale(identifier: "en_US")).layout(relative, family: .systemSmall)
        }
        #expect(laidOut(start) == laidOut(start.addingTimeInterval(1)))
        #expect(laidOut(start) != laidOut(start.addingTimeInterval(60)))
        #expect(!laidOut(start).followsATimer)
    }
}
