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

    /// The space SF Pro's tracking puts after each letter of a span, in points, as the measurer sets
    /// it (a page spaces its letters alike).
    public static func tracking(of span: TextSpan) -> Double { Double(PangoText.tracking(of: span)) / Double(PANGO_SCALE) }

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

    /// A laid-out paragraph's size, baselines and lines, and whether it was cut. Its lines are as wide
    /// as Core Text sets them, spaced after their last letter too (``trailingSpacing(of:)``), and its
    /// size is rounded up to the half-point grid.
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
        let isTruncated = pango_layout_is_ellipsized(layout) != 0
        let shown = isTruncated ? truncatedWidth(of: layout) : Int(logical.width)
        let width = shown > 0 ? shown + trailingSpacing(of: layout) : shown
        return TextMetrics(
            size: Size(width: onGrid(width), height: onGrid(Int(logical.height))),
            firstBaseline: first, lastBaseline: last, lineCount: lines, isTruncated: isTruncated)
    }

    /// The widest line of a cut paragraph as wide as what it shows, in Pango units. Pango widens the
    /// ellipsis to fill the width it was cut to; SwiftUI's cut text is as wide as its glyphs (a path
    /// cut in the middle in a 200-pt line is 193 pt wide), so the ellipsis counts at its own advance.
    static func truncatedWidth(of layout: OpaquePointer) -> Int {
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
        return widest
    }

    /// SF Pro's tracking by point size, in thousandths of an em, as Apple's typography guidelines
    /// table it ("Tracking values", macOS; Core Text applies it to the system font; Inter, drawn in
    /// its place, has none). None from 80 pt up.
    static let trackingTable: [(size: Double, tracking: Double)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16), (16, -20), (17, -26),
        (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3), (25, 6), (26, 8), (27, 11), (28, 14), (29, 14),
        (30, 14), (31, 13), (32, 13), (33, 12), (34, 12), (35, 11), (36, 10), (37, 10), (38, 10), (39, 10), (40, 10), (41, 9),
        (42, 9), (43, 9), (44, 8), (45, 8), (46, 8), (47, 8), (48, 8), (49, 7), (50, 7), (51, 7), (52, 6), (53, 6), (54, 6),
        (56, 6), (58, 5), (60, 4), (62, 4), (64, 4), (66, 3), (68, 2), (70, 2), (72, 2), (76, 1), (80, 0),
    ]

    /// The space SF Pro adds after each letter at a size, in points: the table's, interpolated
    /// between its sizes and held beyond its ends.
    static func tracking(at size: Double) -> Double {
        let table = trackingTable
        guard let first = table.first, let last = table.last else { return 0 }
        if size <= first.size { return first.tracking / 1000 * size }
        if size >= last.size { return last.tracking / 1000 * size }
        let upper = table.firstIndex { $0.size >= size } ?? table.count - 1
        let (a, b) = (table[upper - 1], table[upper])
        return (a.tracking + (b.tracking - a.tracking) * (size - a.size) / (b.size - a.size)) / 1000 * size
    }

    /// The tracking a span's font gives it, in Pango units: SF Pro's at its size for Inter in SF Pro's
    /// role (icons and the other designs have none).
    static func tracking(of span: TextSpan) -> Int32 {
        guard !SymbolGlyphs.isIcons(span.text), span.font.design == .default || span.font.design == .rounded else { return 0 }
        return Int32(tracking(at: span.font.size) * Double(PANGO_SCALE))
    }

    /// The letter spacing after a paragraph's last letter, in Pango units. Core Text spaces every
    /// letter, the last one too (a tracked font's table widens each letter), and Pango fits a line
    /// to its width with it, but leaves it out of the line's extents.
    static func trailingSpacing(of layout: OpaquePointer) -> Int {
        let length = Int32(String(cString: pango_layout_get_text(layout)).utf8.count)
        guard length > 0, let attributes = pango_layout_get_attributes(layout), let iterator = pango_attr_list_get_iterator(attributes) else { return 0 }
        defer { pango_attr_iterator_destroy(iterator) }
        var (start, end) = (Int32(0), Int32(0))
        repeat {
            pango_attr_iterator_range(iterator, &start, &end)
            guard end >= length else { continue }
            return pango_attr_iterator_get(iterator, PANGO_ATTR_LETTER_SPACING)
                .map { Int($0.withMemoryRebound(to: PangoAttrInt.self, capacity: 1) { $0.pointee.value }) } ?? 0
        } while pango_attr_iterator_next(iterator) != 0
        return 0
    }

    /// A length in Pango units rounded up to the half-point grid, in points, as SwiftUI rounds a
    /// text's frame (to the pixels of a 2x screen): a 15.73-pt line is 16 pt tall.
    static func onGrid(_ units: Int) -> Double {
        let half = Int(PANGO_SCALE) / 2
        return Double((max(0, units) + half - 1) / half * half) / Double(PANGO_SCALE)
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
            // Inter in SF Pro's role tracks as SF Pro does at its size.
            let spacing = Int32((span.kerning - tightening * span.font.size) * Double(PANGO_SCALE)) + tracking(of: span)
            if spacing != 0 { add(pango_attr_letter_spacing_new(spacing)) }
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
