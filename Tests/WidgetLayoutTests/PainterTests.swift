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
}
