import CPangoCairo
import WidgetLayout
import WidgetWire

/// Where texts are measured and painted: a font map, a Pango context on it, and the layouts of the
/// paragraphs set lately, configured and shaped. A widget draws the same words entry after entry (a
/// label, a unit), and a text measured for a new entry is painted on the layout it was measured on:
/// a layout kept is drawn again without being shaped again. Lent to one measurement or painting at a
/// time (``FontFiles/withTextSetter(scale:_:)``).
final class TextSetter: @unchecked Sendable {
    // Unchecked: used by one measurement or painting at a time, the lender's lock between.
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    let context: OpaquePointer
    private var layouts: [Key: OpaquePointer] = [:]
    /// The linear part of the cairo transform the context was last brought up to (Pango ignores
    /// the translation); nil before the first painting.
    private var transform: Transform?

    /// The most layouts kept; past it they are all let go.
    static let remembered = 256

    /// A layout is the same paragraph, at the same width and lines, in the same colors (nil for a
    /// span in the view's foreground, and for every span measured).
    private struct Key: Hashable {
        var paragraph: TextParagraph
        var width: Double?
        var maximumLines: Int?
        var colors: [RGBA?]
    }

    private struct Transform: Equatable {
        var xx, yx, xy, yy: Double
        static let identity = Transform(xx: 1, yx: 0, xy: 0, yy: 1)
    }

    init(fontMap: UnsafeMutablePointer<PangoFontMap>) {
        self.fontMap = fontMap
        context = PangoText.context(fontMap)
    }

    /// Brings the context up to the cairo context's transform before a text is painted, only when it
    /// changed: Pango takes every update for a new context and lays each of its layouts out again.
    func follow(_ cairo: OpaquePointer) {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        let linear = Transform(xx: matrix.xx, yx: matrix.yx, xy: matrix.xy, yy: matrix.yy)
        guard linear != transform else { return }
        pango_cairo_update_context(cairo, context)
        transform = linear
    }

    /// The paragraph set on a layout for measuring: in points, with no transform, and in no color.
    func measuringLayout(_ paragraph: TextParagraph, width: Double?, maximumLines: Int?) -> OpaquePointer {
        if let transform, transform != .identity {
            pango_context_set_matrix(context, nil)
            self.transform = .identity
        }
        return layout(paragraph, width: width, maximumLines: maximumLines, color: nil)
    }

    /// The paragraph set on a layout of ``context`` (kept: the caller does not release it); `color`
    /// gives spans of their own color their ink (a painting's; measuring needs none).
    func layout(_ paragraph: TextParagraph, width: Double?, maximumLines: Int?, color: ((ColorValue) -> RGBA)?) -> OpaquePointer {
        let colors = paragraph.spans.map { span in span.paint.color.flatMap { ink in color?(ink) } }
        let key = Key(paragraph: paragraph, width: width, maximumLines: maximumLines, colors: colors)
        if let kept = layouts[key] { return kept }
        if layouts.count >= Self.remembered { forget() }
        let layout = pango_layout_new(context)!
        PangoText.configure(layout, paragraph, width: width, maximumLines: maximumLines, color: color)
        layouts[key] = layout
        return layout
    }

    /// Lets every layout go.
    func forget() {
        layouts.values.forEach { g_object_unref(UnsafeMutableRawPointer($0)) }
        layouts.removeAll(keepingCapacity: true)
    }
}
