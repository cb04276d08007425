import CPangoCairo
import WidgetLayout
import WidgetWire

/// Where a painting sets its texts: a font map, a Pango context on it (``PangoText/context(_:)``,
/// brought up to the cairo context's transform at each text), and the layouts of the paragraphs set
/// lately, configured and shaped: a widget draws the same words entry after entry (a label, a unit),
/// and a layout kept is drawn again without being shaped again. Lent to one painting at a time
/// (``FontFiles/withTextSetter(_:)``).
final class TextSetter: @unchecked Sendable {
    // Unchecked: used by one painting at a time, the lender's lock between.
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    let context: OpaquePointer
    private var layouts: [Key: OpaquePointer] = [:]

    /// The most layouts kept; past it they are all let go.
    static let remembered = 256

    /// A layout is the same paragraph, at the same width and lines, in the same colors.
    private struct Key: Hashable {
        var paragraph: TextParagraph
        var width: Double?
        var maximumLines: Int?
        var colors: [RGBA?]
    }

    init(fontMap: UnsafeMutablePointer<PangoFontMap>) {
        self.fontMap = fontMap
        context = PangoText.context(fontMap)
    }

    /// The paragraph set on a layout of ``context`` (kept: the caller does not release it); `color`
    /// gives spans of their own color their ink.
    func layout(_ paragraph: TextParagraph, width: Double?, maximumLines: Int?, color: (ColorValue) -> RGBA) -> OpaquePointer {
        let colors = paragraph.spans.map { span in span.paint.color.map { color($0) } }
        let key = Key(paragraph: paragraph, width: width, maximumLines: maximumLines, colors: colors)
        if let kept = layouts[key] { return kept }
        if layouts.count >= Self.remembered {
            layouts.values.forEach { g_object_unref(UnsafeMutableRawPointer($0)) }
            layouts.removeAll(keepingCapacity: true)
        }
        let layout = pango_layout_new(context)!
        withoutActuallyEscaping(color) { PangoText.configure(layout, paragraph, width: width, maximumLines: maximumLines, color: $0) }
        layouts[key] = layout
        return layout
    }
}
