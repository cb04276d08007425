import CPangoCairo
import Synchronization
import WidgetLayout
import WidgetWire

/// Measures text with Pango (HarfBuzz shaping, Unicode line breaking) in the fonts a widget is drawn
/// in (``FontFiles``): Inter in SF Pro's role, Noto Color Emoji for emoji (through fontconfig's
/// fallback), DejaVu for the serif and monospaced designs. Points are Pango's device units (72 dpi).
public final class PangoTextMeasurer: TextMeasuring, Sendable {
    /// Texts measured lately: a widget redraws the same texts at the same widths, entry after entry.
    private let measured = Mutex<[Measurement: TextMetrics]>([:])

    /// Fonts' line metrics, by font: a process uses a handful.
    private let fonts = Mutex<[FontSpec: FontLineMetrics]>([:])

    /// The most measurements kept; past it the cache starts again.
    static let remembered = 4_096

    private struct Measurement: Hashable {
        var paragraph: TextParagraph
        var width: Double?
        var maximumLines: Int?
    }

    public init() {}

    /// Measures on the layouts a painting at one pixel a point sets its texts on (``TextSetter``):
    /// a text measured for a new entry is drawn without being shaped again.
    public func measure(_ paragraph: TextParagraph, width: Double?, maximumLines: Int?) -> TextMetrics {
        let key = Measurement(paragraph: paragraph, width: width, maximumLines: maximumLines)
        if let known = measured.withLock({ $0[key] }) { return known }
        let metrics = FontFiles.withTextSetter(scale: 1) { texts in
            PangoText.metrics(of: texts.measuringLayout(paragraph, width: width, maximumLines: maximumLines))
        }
        measured.withLock { cache in
            if cache.count >= Self.remembered { cache.removeAll(keepingCapacity: true) }
            cache[key] = metrics
        }
        return metrics
    }

    /// The font's ascender and descender as a line of it is laid out, and the ink height of an "H"
    /// as its cap height (each font's found once). Pango's line holds the font's line gap, so none
    /// is left over.
    public func lineMetrics(of font: FontSpec) -> FontLineMetrics {
        if let known = fonts.withLock({ $0[font] }) { return known }
        let metrics = FontFiles.withTextSetter(scale: 1) { texts in
            PangoText.lineMetrics(of: texts.measuringLayout(TextParagraph(spans: [TextSpan(text: "H", font: font)]), width: nil, maximumLines: 1))
        }
        fonts.withLock { $0[font] = metrics }
        return metrics
    }

    /// Forgets every measurement, and the layouts set for them (for measuring the measurer).
    public func forget() {
        measured.withLock { $0.removeAll() }
        FontFiles.forgetTexts()
    }
}

/// How a paragraph is set on a Pango layout, shared by the measurer and the painter so that both
/// break lines alike.
enum PangoText {
    /// A laid-out line's ascender, descender and the ink height of its text.
    static func lineMetrics(of layout: OpaquePointer) -> FontLineMetrics {
        var ink = PangoRectangle()
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let scale = Double(PANGO_SCALE)
        let baseline = Double(pango_layout_get_baseline(layout)) / scale
        return FontLineMetrics(
            ascender: baseline, descender: Double(logical.height) / scale - baseline, leading: 0,
            capHeight: baseline - Double(ink.y) / scale)
    }

    /// A laid-out paragraph's size, baselines and lines, and whether it was cut.
    static func metrics(of layout: OpaquePointer) -> TextMetrics {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let lines = Int(pango_layout_get_line_count(layout))
        let first = Double(pango_layout_get_baseline(layout)) / Double(PANGO_SCALE)
        var last = first
        if let iterator = pango_layout_get_iter(layout) {
            while pango_layout_iter_next_line(iterator) != 0 {}
            last = Double(pango_layout_iter_get_baseline(iterator)) / Double(PANGO_SCALE)
            pango_layout_iter_free(iterator)
        }
        let scale = Double(PANGO_SCALE)
        let isTruncated = pango_layout_is_ellipsized(layout) != 0
        let width = isTruncated ? truncatedWidth(of: layout) : Double(logical.width) / scale
        return TextMetrics(
            size: Size(width: width, height: Double(logical.height) / scale),
            firstBaseline: first, lastBaseline: last, lineCount: lines, isTruncated: isTruncated)
    }

    /// The widest line of a cut paragraph as wide as what it shows. Pango widens the ellipsis to
    /// fill the width it was cut to; SwiftUI's cut text is as wide as its glyphs (a path cut in the
    /// middle in a 200-pt line is 193 pt wide), so the ellipsis counts at its own advance.
    static func truncatedWidth(of layout: OpaquePointer) -> Double {
        var widest = 0
        for index in 0..<pango_layout_get_line_count(layout) {
            guard let line = pango_layout_get_line_readonly(layout, index) else { continue }
            var width = 0
            var runs = line.pointee.runs
            while let run = runs {
                runs = run.pointee.next
                let piece = run.pointee.data.assumingMemoryBound(to: PangoGlyphItem.self).pointee
                let glyphs = piece.glyphs.pointee
                let count = Int(glyphs.num_glyphs)
                let shaped = (0..<count).reduce(0) { $0 + Int(glyphs.glyphs[$1].geometry.width) }
                width += shaped
                // The ellipsis: glyphs standing for more characters than they are, all of one cluster.
                guard count > 0, piece.item.pointee.num_chars > Int32(count), (0..<count).allSatisfy({ glyphs.log_clusters[$0] == 0 }),
                    let font = piece.item.pointee.analysis.font
                else { continue }
                let natural = (0..<count).reduce(0) { total, glyph in
                    var advance = PangoRectangle()
                    pango_font_get_glyph_extents(font, glyphs.glyphs[glyph].glyph, nil, &advance)
                    return total + Int(advance.width)
                }
                width -= max(0, shaped - natural)
            }
            widest = max(widest, width)
        }
        return Double(widest) / Double(PANGO_SCALE)
    }

    /// Font families for each design, as fontconfig names them. Emoji come from fontconfig's
    /// fallback (naming the emoji font here would draw digits, which it also has, from it).
    static func family(_ design: FontSpec.Design) -> String {
        switch design {
        case .default, .rounded: "Inter"
        case .serif: "DejaVu Serif"
        case .monospaced: "DejaVu Sans Mono"
        }
    }

    /// A context for setting texts in `fonts`: unhinted, at 72 dpi (a point a unit), glyphs where they
    /// fall, for measuring and painting alike (the caller releases it).
    static func context(_ fonts: UnsafeMutablePointer<PangoFontMap>) -> OpaquePointer {
        let context = pango_font_map_create_context(fonts)!
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_cairo_context_set_resolution(context, 72)
        pango_context_set_round_glyph_positions(context, 0)
        return context
    }

    /// How far a text that allows tightening may squeeze its letters before it is truncated, in
    /// ems, tried in turn: at most 5% of its size between letters.
    static let tightenings = [0.015, 0.03, 0.05]

    /// Sets the paragraph on the layout; `color` gives spans of their own color their ink (the
    /// painter's), measuring needs none. A paragraph that allows tightening and is cut is set again
    /// with its letters squeezed, by the least of ``tightenings`` that fits it whole (else as it was).
    static func configure(
        _ layout: OpaquePointer, _ paragraph: TextParagraph, width: Double?, maximumLines: Int?, color: ((ColorValue) -> RGBA)? = nil
    ) {
        let text = paragraph.string
        pango_layout_set_text(layout, text, Int32(text.utf8.count))
        setAttributes(layout, paragraph, tightening: 0, color: color)
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        pango_layout_set_width(layout, width.map { Int32(min($0, 1_000_000) * Double(PANGO_SCALE)) } ?? -1)
        if let maximumLines {
            pango_layout_set_height(layout, -Int32(max(1, min(maximumLines, 10_000))))
            let ellipsis: PangoEllipsizeMode =
                switch paragraph.truncation {
                case .head: PANGO_ELLIPSIZE_START
                case .middle: PANGO_ELLIPSIZE_MIDDLE
                case .tail: PANGO_ELLIPSIZE_END
                }
            pango_layout_set_ellipsize(layout, ellipsis)
        } else {
            pango_layout_set_height(layout, -1)
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
        }
        pango_layout_set_alignment(
            layout, paragraph.alignment == "center" ? PANGO_ALIGN_CENTER : paragraph.alignment == "trailing" ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT)
        guard paragraph.allowsTightening, maximumLines != nil, pango_layout_is_ellipsized(layout) != 0 else { return }
        for tightening in tightenings {
            setAttributes(layout, paragraph, tightening: tightening, color: color)
            if pango_layout_is_ellipsized(layout) == 0 { return }
        }
        setAttributes(layout, paragraph, tightening: 0, color: color)
    }

    /// The spans' fonts, spacing (less `tightening` ems between letters), lines and ink on the layout's text.
    private static func setAttributes(_ layout: OpaquePointer, _ paragraph: TextParagraph, tightening: Double, color: ((ColorValue) -> RGBA)?) {
        let attributes = pango_attr_list_new()
        var start: UInt32 = 0
        for span in paragraph.spans {
            let end = start + UInt32(span.text.utf8.count)
            func add(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
                guard let attribute else { return }
                attribute.pointee.start_index = start
                attribute.pointee.end_index = end
                pango_attr_list_insert(attributes, attribute)
            }
            let description = pango_font_description_new()
            pango_font_description_set_family(description, SymbolGlyphs.isIcons(span.text) ? SymbolGlyphs.iconFamily : family(span.font.design))
            pango_font_description_set_absolute_size(description, span.font.size * Double(PANGO_SCALE))
            pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(span.font.weight)))
            pango_font_description_set_style(description, span.font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
            add(pango_attr_font_desc_new(description))
            pango_font_description_free(description)
            // Digits are proportional, as SF Pro's are, unless asked to be of one width.
            add(pango_attr_font_features_new(span.font.monospacedDigit ? "tnum" : "pnum"))
            let spacing = span.kerning - tightening * span.font.size
            if spacing != 0 { add(pango_attr_letter_spacing_new(Int32(spacing * Double(PANGO_SCALE)))) }
            if span.paint.underline { add(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE)) }
            if span.paint.strikethrough { add(pango_attr_strikethrough_new(1)) }
            if let ink = span.paint.color.flatMap({ color?($0) }) {
                func channel(_ value: Double) -> UInt16 { UInt16(min(max(value, 0), 1) * 65_535) }
                add(pango_attr_foreground_new(channel(ink.red), channel(ink.green), channel(ink.blue)))
                add(pango_attr_foreground_alpha_new(channel(ink.alpha)))
            }
            start = end
        }
        // A word broken across lines gets no hyphen, as in SwiftUI.
        if let noHyphens = pango_attr_insert_hyphens_new(0) {
            noHyphens.pointee.start_index = 0
            noHyphens.pointee.end_index = start
            pango_attr_list_insert(attributes, noHyphens)
        }
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
    }
}
