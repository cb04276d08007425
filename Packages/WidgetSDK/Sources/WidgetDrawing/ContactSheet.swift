import CPangoCairo
import Foundation
import WidgetLayout

/// Several pictures of widgets on one sheet, in rows, each with a caption under it: a kind in its
/// families and schemes, for a README or a pull request (`widgets snapshot KIND --sheet`).
public struct ContactSheet: Sendable {
    /// One picture: a laid-out widget, how it is painted, and its caption.
    public struct Picture: Sendable {
        public var widget: LaidOutView
        public var painter: WidgetPainter
        public var caption: String

        public init(widget: LaidOutView, painter: WidgetPainter, caption: String) {
            self.widget = widget
            self.painter = painter
            self.caption = caption
        }
    }

    public var rows: [[Picture]]
    /// Pixels per point of the whole sheet.
    public var scale: Double

    /// Room around and between pictures, and a caption's line, in points.
    static let gap = 24.0
    static let captionHeight = 22.0

    public init(rows: [[Picture]], scale: Double = 2) {
        self.rows = rows
        self.scale = scale
    }

    /// The sheet as PNG bytes: a neutral gray between light and dark widgets, so both stand out.
    public func png() -> Data {
        let columns = rows.map(\.count).max() ?? 0
        let widths = (0..<columns).map { column in rows.compactMap { $0.indices.contains(column) ? $0[column].widget.frame.width : nil }.max() ?? 0 }
        let heights = rows.map { row in row.map(\.widget.frame.height).max() ?? 0 }
        let width = widths.reduce(Self.gap) { $0 + $1 + Self.gap }
        let height = heights.reduce(Self.gap) { $0 + $1 + Self.captionHeight + Self.gap }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32((width * scale).rounded(.up)), Int32((height * scale).rounded(.up)))!
        defer { cairo_surface_destroy(surface) }
        let context = cairo_create(surface)!
        defer { cairo_destroy(context) }
        cairo_scale(context, scale, scale)
        cairo_set_source_rgb(context, 0.56, 0.56, 0.58)
        cairo_paint(context)
        FontFiles.withTextSetter(scale: scale) { texts in
            var y = Self.gap
            for (row, pictures) in rows.enumerated() {
                var x = Self.gap
                for (column, picture) in pictures.enumerated() {
                    var painter = picture.painter
                    painter.scale = scale
                    let drawn = painter.imageSurface(picture.widget)
                    cairo_save(context)
                    cairo_translate(context, x, y)
                    cairo_scale(context, 1 / scale, 1 / scale)
                    cairo_set_source_surface(context, drawn, 0, 0)
                    cairo_paint(context)
                    cairo_restore(context)
                    cairo_surface_destroy(drawn)
                    caption(picture.caption, at: (x, y + picture.widget.frame.height + 4), context: context, fonts: texts.fontMap)
                    x += widths[column] + Self.gap
                }
                y += heights[row] + Self.captionHeight + Self.gap
            }
        }
        cairo_surface_flush(surface)
        return WidgetPainter.encode(surface)
    }

    /// A caption in white, 12 pt, under its picture.
    private func caption(_ text: String, at origin: (Double, Double), context: OpaquePointer, fonts: UnsafeMutablePointer<PangoFontMap>) {
        let pango = pango_font_map_create_context(fonts)!
        defer { g_object_unref(UnsafeMutableRawPointer(pango)) }
        pango_cairo_update_context(context, pango)
        pango_cairo_context_set_resolution(pango, 72)
        let layout = pango_layout_new(pango)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let font = pango_font_description_from_string("\(PangoText.family(.default)) 12")
        defer { pango_font_description_free(font) }
        pango_layout_set_font_description(layout, font)
        pango_layout_set_text(layout, text, -1)
        cairo_set_source_rgb(context, 1, 1, 1)
        cairo_move_to(context, origin.0, origin.1)
        pango_cairo_show_layout(context, layout)
    }
}
