import CPangoCairo
import Testing
import WidgetLayout
import WidgetWire

@testable import WidgetDrawing

/// A text is shaped once: measured on a layout, painted on the same one, and painted again without
/// being laid out again. Pango counts every change of a layout, its context's included
/// (`pango_layout_get_serial`).
@Suite struct TextSetterTests {
    @Test func aTextMeasuredIsPaintedOnItsLayoutAndNotLaidOutAgain() {
        let texts = TextSetter(fontMap: FontFiles.makeFontMap())
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 100, 40)!
        defer { cairo_surface_destroy(surface) }
        let cairo = cairo_create(surface)!
        defer { cairo_destroy(cairo) }
        let paragraph = TextParagraph(spans: [TextSpan(text: "0.42", font: FontSpec(size: 20))])
        func laidOut(_ layout: OpaquePointer) -> UInt32 {
            var size = (width: Int32(0), height: Int32(0))
            pango_layout_get_size(layout, &size.width, &size.height)
            return pango_layout_get_serial(layout)
        }

        let measured = texts.measuringLayout(paragraph, width: nil, maximumLines: nil)
        let metrics = PangoText.metrics(of: measured)
        texts.follow(cairo)
        let painted = texts.layout(paragraph, width: nil, maximumLines: nil, color: { _ in RGBA(1, 0, 0) })
        #expect(painted == measured)
        let serial = laidOut(painted)
        pango_cairo_show_layout(cairo, painted)
        cairo_translate(cairo, 10, 10)
        texts.follow(cairo)
        pango_cairo_show_layout(cairo, painted)
        #expect(laidOut(painted) == serial, "moved, not turned or scaled: laid out as it was")

        // Scaled, the context is brought up to it, and the layout laid out again.
        cairo_scale(cairo, 2, 2)
        texts.follow(cairo)
        #expect(laidOut(painted) != serial)
        // Measured again: in points, with no transform, as the first time.
        #expect(PangoText.metrics(of: texts.measuringLayout(paragraph, width: nil, maximumLines: nil)) == metrics)
        #expect(pango_context_get_matrix(texts.context) == nil)
    }
}
