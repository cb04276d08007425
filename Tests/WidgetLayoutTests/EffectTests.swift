import Testing
import WidgetDrawing
import WidgetLayout
import WidgetWire

/// The SDK's shapes trimmed from where SwiftUI's paths start, and the rotation and scale effects
/// that turn and scale a view's drawing, never its frame: in the geometry and in the PNG's pixels.
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

    func isGreen(_ color: RGBA?) -> Bool { (color?.green ?? 0) > 0.6 && (color?.red ?? 1) < 0.4 }
    /// The track: gray at 30% on white, light and colorless.
    func isTrack(_ color: RGBA?) -> Bool {
        guard let color else { return false }
        return abs(color.red - color.green) < 0.05 && abs(color.green - color.blue) < 0.05 && color.red > 0.7 && color.red < 0.95
    }
    func isRed(_ color: RGBA?) -> Bool { (color?.red ?? 0) > 0.9 && (color?.green ?? 1) < 0.4 }
    func isBlue(_ color: RGBA?) -> Bool { (color?.blue ?? 0) > 0.9 && (color?.red ?? 1) < 0.2 }

    /// The tutorial ring, as the SDK makes it: a gray track and a green circle trimmed to the
    /// progress, round-capped, turned a quarter back (or not), in an 80-point frame in the middle.
    func ring(progress: Double, turned: Bool = true) -> RenderNode {
        RenderNode(.stack(StackNode(axis: .depth, children: [
            RenderNode(.shape(ShapeNode(kind: .circle, stroke: .named("gray", opacity: 0.3), lineWidth: 8))),
            RenderNode(
                .shape(ShapeNode(kind: .circle, stroke: .named("green", opacity: 1), lineWidth: 8, line: LineStyle(cap: .round), trimTo: progress)),
                modifiers: turned ? [.rotationEffect(degrees: -90, anchor: .center)] : []),
        ])), modifiers: [.frame(FrameValue(width: 80, height: 80))])
    }

    @Test func theSDKsShapesStartWhereSwiftUIsPathsStart() {
        let frame = Rect(x: 0, y: 0, width: 100, height: 50)
        func start(_ shape: ShapeNode) -> PathNode.Point? { shape.outline(in: frame, containerCorners: 12).elements.first?.end }
        // A circle and an ellipse at their right-hand point, going down (clockwise on screen) first.
        #expect(start(ShapeNode(kind: .circle)) == PathNode.Point(x: 75, y: 25))
        #expect(start(ShapeNode(kind: .ellipse)) == PathNode.Point(x: 100, y: 25))
        // A rectangle at its top-left corner; rounded ones where the top-left corner's curve ends.
        #expect(start(ShapeNode(kind: .rectangle)) == PathNode.Point(x: 0, y: 0))
        #expect(start(ShapeNode(kind: .roundedRectangle, cornerRadius: 10)) == PathNode.Point(x: 10, y: 0))
        #expect(start(ShapeNode(kind: .capsule)) == PathNode.Point(x: 25, y: 0))
        #expect(start(ShapeNode(kind: .containerRelative)) == PathNode.Point(x: 12, y: 0))
        // Inside its edge, the outline is half the line smaller.
        #expect(start(ShapeNode(kind: .rectangle, stroke: .named("red", opacity: 1), lineWidth: 4, strokeInside: true)) == PathNode.Point(x: 2, y: 2))
        // A quarter of a circle reaches its bottom; of a square, its top-right corner.
        let quarter = ShapeNode(kind: .circle, trimTo: 0.25).trimmedOutline(in: frame, containerCorners: 0)
        #expect(quarter.elements.last?.end.map { abs($0.x - 50) < 0.05 && abs($0.y - 50) < 0.05 } == true, "\(quarter.elements)")
        let square = ShapeNode(kind: .rectangle, trimTo: 0.25).trimmedOutline(in: Rect(x: 0, y: 0, width: 40, height: 40), containerCorners: 0)
        #expect(square.elements == [.move(PathNode.Point(x: 0, y: 0)), .line(PathNode.Point(x: 40, y: 0))])
    }

    /// The ring starts at the top and runs clockwise, as on iOS: just right of twelve o'clock is
    /// green, just left of it the track, and at a quarter the stroke reaches three o'clock.
    @Test func theTutorialRingStartsAtTheTopAndRunsClockwise() throws {
        let image = try paint(ring(progress: 0.25))
        // The circle is 40 points round (50, 50); its stroke 36 to 44 out. The round cap reaches 4
        // points past each end.
        #expect(isGreen(image.color(x: 53, y: 9)), "\(String(describing: image.color(x: 53, y: 9)))")
        #expect(isTrack(image.color(x: 41, y: 9)), "\(String(describing: image.color(x: 41, y: 9)))")
        #expect(isGreen(image.color(x: 89, y: 49)) && isGreen(image.color(x: 78, y: 21)))
        #expect(isTrack(image.color(x: 49, y: 89)) && isTrack(image.color(x: 9, y: 49)) && isTrack(image.color(x: 89, y: 57)))
        // The arc lies on the track, not inside it: both are 40 points round.
        #expect(isGreen(image.color(x: 86, y: 35)) && !isGreen(image.color(x: 80, y: 35)))
        // Unturned, the circle's own path starts at three o'clock and its quarter runs down to six.
        let unturned = try paint(ring(progress: 0.25, turned: false))
        #expect(isTrack(unturned.color(x: 53, y: 9)) && isGreen(unturned.color(x: 89, y: 55)) && isGreen(unturned.color(x: 78, y: 78)))
        #expect(isTrack(unturned.color(x: 21, y: 78)))
    }

    /// `ProgressView` and `Gauge` rings are the SDK's own drawing, not a trim: they start at the top.
    @Test func aCircularProgressViewStillStartsAtTheTop() throws {
        let image = try paint(RenderNode(.progress(ProgressNode(value: 0.25, style: .circular)), modifiers: [.frame(FrameValue(width: 80, height: 80))]))
        // Its ring is 36 points round, 8 wide: 32 to 40 out.
        #expect(isBlue(image.color(x: 53, y: 13)) && isBlue(image.color(x: 85, y: 49)))
        let track = try #require(image.color(x: 41, y: 13))
        #expect(track.red > 0.6 && track.blue > 0.9, "\(track)")
    }

    @Test func aTrimmedRoundedRectangleStartsAtItsTopLeft() throws {
        let border = RenderNode(.shape(ShapeNode(kind: .roundedRectangle, cornerRadius: 10, stroke: .rgba(red: 1, green: 0, blue: 0, opacity: 1), lineWidth: 6, trimTo: 0.1)),
            modifiers: [.padding(EdgeInsetsValue(top: 10, leading: 10, bottom: 10, trailing: 10))])
        let image = try paint(border)
        // The outline runs 10…90; a tenth of its 303 points is the top edge from x = 20 to about 50.
        #expect(isRed(image.color(x: 25, y: 10)) && isRed(image.color(x: 45, y: 10)))
        #expect(!isRed(image.color(x: 15, y: 12)) && !isRed(image.color(x: 60, y: 10)) && !isRed(image.color(x: 89, y: 50)))
    }

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
