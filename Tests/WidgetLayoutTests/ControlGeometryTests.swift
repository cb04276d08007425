import Testing
import WidgetDrawing
import WidgetLayout
import WidgetWire

/// A toggle's switch and a progress ring are placed by the layout engine, and every surface paints
/// them where it put them.
@Suite struct ControlGeometryTests {
    let engine = LayoutEngine(measurer: RuleMeasurer())
    let intent = IntentInvocation(type: "Lamp", parameters: .object([]))

    func toggle(isOn: Bool) -> RenderNode {
        RenderNode(.control(ControlNode(kind: .toggle, target: "toggle-1", intent: intent, isOn: isOn, label: text("Lamp"))))
    }

    /// The control laid out alone in a 200 × 100 widget.
    func control(_ node: RenderNode) throws -> LaidOutView {
        try #require(engine.layout(node, in: Size(width: 200, height: 100), margins: noMargins).children.first)
    }

    @Test func aTogglesSwitchIsAViewAtItsRightWithTheKnobOnTheSideItIsOn() throws {
        for isOn in [false, true] {
            let control = try control(toggle(isOn: isOn))
            // The control takes the width offered and the switch's height, centred.
            #expect(control.frame == Rect(x: 0, y: 39, width: 200, height: 22))
            let track = try #require(control.children.first)
            guard case .toggleSwitch(let toggle) = track.content else { throw Failure("the switch is not the control's first child: \(track.content)") }
            #expect(track.frame == Rect(x: 162, y: 39, width: 38, height: 22))
            #expect(toggle.isOn == isOn)
            #expect(toggle.knob == Rect(x: isOn ? 180 : 164, y: 41, width: 18, height: 18))
            // It is part of the control, not a view `--format layout` lists.
            #expect(track.typeName == nil)
        }
        // A styled toggle's body is all it draws: no switch.
        let styled = RenderNode(.control(ControlNode(kind: .toggle, target: "toggle-1", intent: intent, isOn: true, label: text("Lamp"), styled: true)))
        #expect(try control(styled).children.allSatisfy { if case .toggleSwitch = $0.content { false } else { true } })
    }

    @Test func aRingsStrokeIsATenthOfItsSideAndAtLeastTwoPoints() throws {
        let large = try control(RenderNode(.progress(ProgressNode(value: 0.5, style: .circular))))
        guard case .progress(_, let ring?) = try #require(large.children.first).content else { throw Failure("no ring: \(large)") }
        #expect(ring.center == Point(x: 100, y: 50) && ring.radius == 45 && ring.lineWidth == 10)
        let small = try control(RenderNode(.progress(ProgressNode(value: 0.5, style: .circular)), modifiers: [.frame(FrameValue(width: 10, height: 10))]))
        guard case .progress(_, let smallRing?) = try #require(small.children.first?.children.first).content else { throw Failure("no ring: \(small)") }
        #expect(smallRing.lineWidth == 2 && smallRing.radius == 4)
        // A bar has none.
        let bar = try control(RenderNode(.progress(ProgressNode(value: 0.5))))
        guard case .progress(_, nil) = try #require(bar.children.first).content else { throw Failure("a bar with a ring: \(bar)") }
    }

    @Test func thePainterDrawsTheSwitchWhereTheLayoutPutIt() throws {
        let laid = LayoutEngine(measurer: PangoTextMeasurer()).layout(toggle(isOn: true), in: Size(width: 200, height: 100), margins: noMargins)
        let image = try #require(PixelImage(png: WidgetPainter(scale: 1, cornerRadius: 0).png(laid)))
        // The knob is white, on the right; the track left of it is green.
        let knob = try #require(image.color(x: 189, y: 50)), track = try #require(image.color(x: 170, y: 50))
        #expect(knob.red > 0.95 && knob.green > 0.95 && knob.blue > 0.95, "\(knob)")
        #expect(track.green > 0.6 && track.red < 0.4, "\(track)")
    }
}

/// Why a test stopped: what it found instead.
private struct Failure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
