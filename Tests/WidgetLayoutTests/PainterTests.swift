import Testing
import WidgetDrawing
import WidgetLayout
import WidgetWire

/// What the painter draws, read back pixel by pixel.
@Suite struct PainterTests {
    let engine = LayoutEngine(measurer: PangoTextMeasurer())

    /// A 100 × 100 widget, painted at 1x with square corners.
    func paint(_ node: RenderNode) throws -> PixelImage {
        let laid = engine.layout(node, in: Size(width: 100, height: 100), margins: noMargins)
        return try #require(PixelImage(png: WidgetPainter(scale: 1, cornerRadius: 0).png(laid)))
    }

    func isRed(_ color: RGBA?) -> Bool { (color?.red ?? 0) > 0.9 && (color?.green ?? 1) < 0.4 }

    @Test func aClipShapeDrawsNothingOutsideTheShape() throws {
        let red = RenderNode(.color(.rgba(red: 1, green: 0, blue: 0, opacity: 1)), modifiers: [.clipShape(ShapeNode(kind: .circle))])
        let image = try paint(red)
        #expect(isRed(image.color(x: 50, y: 50)) && isRed(image.color(x: 50, y: 3)))
        // The corners are outside the circle: the widget's background shows.
        #expect(!isRed(image.color(x: 3, y: 3)) && !isRed(image.color(x: 96, y: 96)))
        let rounded = RenderNode(.color(.rgba(red: 1, green: 0, blue: 0, opacity: 1)), modifiers: [.clipShape(ShapeNode(kind: .roundedRectangle, cornerRadius: 10))])
        let corners = try paint(rounded)
        #expect(!isRed(corners.color(x: 0, y: 0)) && isRed(corners.color(x: 10, y: 1)) && isRed(corners.color(x: 50, y: 50)))
    }

    @Test func aShadowIsBlurredByItsRadius() throws {
        let white = ColorValue.rgba(red: 1, green: 1, blue: 1, opacity: 1)
        let square = RenderNode(.color(white), modifiers: [
            .frame(FrameValue(width: 40, height: 40)), .shadow(.rgba(red: 0, green: 0, blue: 0, opacity: 1), radius: 8, x: 0, y: 0),
        ])
        let image = try paint(square)
        // The square spans 30…70. Just outside it the shadow is partly there; far from it, not at all.
        let near = try #require(image.color(x: 72, y: 50)), far = try #require(image.color(x: 90, y: 50))
        #expect(near.red < 0.9 && near.red > 0.2, "\(near)")
        #expect(far.red > 0.97, "\(far)")
        #expect((image.color(x: 50, y: 50)?.red ?? 0) > 0.97)
    }

    @Test func anAngularGradientGoesRoundItsCentreFromThreeOClock() throws {
        let stops = [
            GradientValue.Stop(color: .rgba(red: 1, green: 0, blue: 0, opacity: 1), location: 0),
            GradientValue.Stop(color: .rgba(red: 0, green: 0, blue: 1, opacity: 1), location: 1),
        ]
        let image = try paint(RenderNode(.color(.gradient(GradientValue(kind: .angular, stops: stops, start: [0.5, 0.5], end: [0.5, 0.5])))))
        let start = try #require(image.color(x: 95, y: 52)), half = try #require(image.color(x: 5, y: 50)), late = try #require(image.color(x: 95, y: 47))
        #expect(start.red > 0.9 && start.blue < 0.15, "\(start)")
        #expect(abs(half.red - 0.5) < 0.1 && abs(half.blue - 0.5) < 0.1, "\(half)")
        #expect(late.blue > 0.9, "\(late)")
    }
}
