import Testing
import WidgetDrawing
import WidgetLayout
import WidgetWire

/// The rotation and scale effects that turn and scale a view's drawing, never its frame: in the
/// geometry and in the PNG's pixels.
@Suite struct EffectTests {
    let engine = LayoutEngine(measurer: PangoTextMeasurer())

    /// A 100 × 100 widget, laid out without margins.
    func layout(_ node: RenderNode) -> LaidOutView {
        engine.layout(node, in: Size(width: 100, height: 100), margins: noMargins)
    }

    /// A 100 × 100 widget, painted at 1x with square corners on a white background.
    func paint(_ node: RenderNode) throws -> PixelImage {
        try #require(PixelImage(png: WidgetPainter(scale: 1, cornerRadius: 0).png(layout(node))))
    }

    func isRed(_ color: RGBA?) -> Bool { (color?.red ?? 0) > 0.9 && (color?.green ?? 1) < 0.4 }
    func isBlue(_ color: RGBA?) -> Bool { (color?.blue ?? 0) > 0.9 && (color?.red ?? 1) < 0.2 }

    @Test func aRotationOrScaleEffectKeepsEveryFrame() {
        let plain = hStack([color(), text("A"), color()], spacing: 0)
        let effects: [Modifier] = [.rotationEffect(degrees: 33, anchor: .center), .scaleEffect(x: 3, y: -1, anchor: UnitPointValue(x: 0, y: 1))]
        for effect in effects {
            let turned = hStack([color([effect]), text("A", [effect]), color()], spacing: 0, [effect])
            #expect(layout(turned).frames == layout(plain).frames, "\(effect)")
        }
    }

    /// A view scaled up draws over its neighbour, which stays where it was laid out.
    @Test func aScaledViewDrawsLargerWithoutMovingItsNeighbours() throws {
        let red = ColorValue.rgba(red: 1, green: 0, blue: 0, opacity: 1)
        func row(_ effect: Modifier?) -> RenderNode {
            hStack([
                RenderNode(.color(.named("accentColor", opacity: 1))),
                RenderNode(.color(red), modifiers: [.frame(FrameValue(width: 40))] + (effect.map { [$0] } ?? [])),
            ], spacing: 0)
        }
        let plain = try paint(row(nil))
        #expect(isBlue(plain.color(x: 55, y: 50)) && isRed(plain.color(x: 65, y: 50)))
        // Twice as large round its middle (80, 50): 40 to 120 across.
        let doubled = try paint(row(.scaleEffect(x: 2, y: 2, anchor: .center)))
        #expect(isRed(doubled.color(x: 45, y: 50)) && isBlue(doubled.color(x: 35, y: 50)) && isBlue(doubled.color(x: 5, y: 50)))
        // Twice as wide round its trailing edge: 20 to 100 across.
        let widened = try paint(row(.scaleEffect(x: 2, y: 1, anchor: UnitPointValue(x: 1, y: 0.5))))
        #expect(isRed(widened.color(x: 25, y: 50)) && isBlue(widened.color(x: 15, y: 50)))
        #expect(layout(row(.scaleEffect(x: 2, y: 2, anchor: .center))).frames == layout(row(nil)).frames)
        // Scaled to nothing, it draws nothing.
        let gone = try paint(row(.scaleEffect(x: 0, y: 1, anchor: .center)))
        #expect(!isRed(gone.color(x: 80, y: 50)) && isBlue(gone.color(x: 30, y: 50)))
    }

    /// A rotation turns everything inside the view, a shadow's offset too.
    @Test func aRotationTurnsTheWholeViewRoundItsAnchor() throws {
        let red = ColorValue.rgba(red: 1, green: 0, blue: 0, opacity: 1)
        // A bar 40 × 10 in the middle, turned a quarter round its middle, stands upright.
        let bar = RenderNode(.color(red), modifiers: [.frame(FrameValue(width: 40, height: 10)), .rotationEffect(degrees: 90, anchor: .center)])
        let upright = try paint(bar)
        #expect(isRed(upright.color(x: 50, y: 33)) && isRed(upright.color(x: 50, y: 66)) && !isRed(upright.color(x: 35, y: 50)))
        let square = RenderNode(.color(red), modifiers: [
            .frame(FrameValue(width: 20, height: 20)), .shadow(.rgba(red: 0, green: 0, blue: 0, opacity: 1), radius: 2, x: 20, y: 0),
            .rotationEffect(degrees: 90, anchor: .center),
        ])
        let image = try paint(square)
        // Unturned, the shadow would fall to the right (60…80 across); turned, it falls below.
        let below = try #require(image.color(x: 50, y: 70)), right = try #require(image.color(x: 70, y: 50))
        #expect(below.red < 0.3 && right.red > 0.9, "\(below) \(right)")
        #expect(isRed(image.color(x: 50, y: 50)))
    }
}
