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

    /// SF Pro's tracking, in points: Apple's table at its sizes (−6/1000 em at 13 pt, none at 12,
    /// −26 at 17, +10 at 40, none from 80), interpolated between them, held past its ends.
    @Test func textTracksAsSFProDoesAtItsSize() {
        #expect(PangoText.tracking(at: 12) == 0)
        #expect(abs(PangoText.tracking(at: 13) - -0.078) < 1e-9)
        #expect(abs(PangoText.tracking(at: 17) - -0.442) < 1e-9)
        #expect(abs(PangoText.tracking(at: 12.5) - -0.0375) < 1e-9)
        #expect(abs(PangoText.tracking(at: 40) - 0.4) < 1e-9)
        #expect(PangoText.tracking(at: 200) == 0 && abs(PangoText.tracking(at: 4) - 0.164) < 1e-9)
        // Only Inter in SF Pro's role tracks.
        #expect(PangoText.tracking(of: TextSpan(text: "Mono", font: FontSpec(size: 17, design: .monospaced))) == 0)
    }

    /// Core Text widens every letter of a tracked font, the last one too; Pango leaves the last out of
    /// a line's extents (though it fits the line with it), so the measurer adds it: "Widgets" at 17 pt
    /// is seven trackings (−0.442 pt each) narrower than Inter's own advances, on the half-point grid.
    @Test func everyLetterIsTrackedTheLastOneToo() {
        let texts = TextSetter(fontMap: FontFiles.makeFontMap())
        let plain = pango_layout_new(texts.context)!
        defer { g_object_unref(UnsafeMutableRawPointer(plain)) }
        let font = pango_font_description_from_string(PangoText.family(.default))
        pango_font_description_set_absolute_size(font, 17 * Double(PANGO_SCALE))
        pango_layout_set_font_description(plain, font)
        pango_font_description_free(font)
        pango_layout_set_text(plain, "Widgets", -1)
        var natural = PangoRectangle()
        pango_layout_get_extents(plain, nil, &natural)

        let widgets = TextParagraph(spans: [TextSpan(text: "Widgets", font: FontSpec(size: 17))])
        let step = Int(-0.442 * Double(PANGO_SCALE))
        #expect(PangoText.trailingSpacing(of: texts.measuringLayout(widgets, width: nil, maximumLines: nil)) == step)
        let measured = PangoTextMeasurer().measure(widgets, width: nil, maximumLines: nil)
        #expect(measured.size.width == PangoText.onGrid(Int(natural.width) + 7 * step), "\(measured.size), Inter's own \(natural.width)")
    }
}
