import WidgetWire

/// A font as the layout engine asks for it: SwiftUI's size, weight and design. Which font file draws
/// it is the measurer's business (the runtime uses Inter in SF Pro's role).
public struct FontSpec: Sendable, Hashable {
    public enum Design: String, Sendable, Hashable, CaseIterable {
        case `default`, rounded, serif, monospaced
    }

    public var size: Double
    /// 100 (ultraLight) … 900 (black); 400 is regular.
    public var weight: Int
    public var italic: Bool
    public var design: Design
    /// Digits of one width (`.monospacedDigit()`).
    public var monospacedDigit: Bool

    public init(size: Double, weight: Int = 400, italic: Bool = false, design: Design = .default, monospacedDigit: Bool = false) {
        self.size = size
        self.weight = weight
        self.italic = italic
        self.design = design
        self.monospacedDigit = monospacedDigit
    }

    /// The same font at `scale` times its size (`minimumScaleFactor`).
    func scaled(_ scale: Double) -> FontSpec {
        var font = self
        font.size *= scale
        return font
    }
}

/// A piece of a text in one font.
public struct TextSpan: Sendable, Hashable {
    /// How a span is drawn beyond its font; measuring ignores it.
    public struct Paint: Sendable, Hashable {
        /// The span's own color (nil: the text's foreground style).
        public var color: ColorValue?
        public var underline = false
        public var strikethrough = false
        /// The date or timer run the span reads, for surfaces that keep it current as time passes.
        public var live: TextRun?

        public init(color: ColorValue? = nil, underline: Bool = false, strikethrough: Bool = false, live: TextRun? = nil) {
            self.color = color
            self.underline = underline
            self.strikethrough = strikethrough
            self.live = live
        }
    }

    public var text: String
    public var font: FontSpec
    /// Extra space after each character, in points.
    public var kerning: Double
    public var paint: Paint

    public init(text: String, font: FontSpec, kerning: Double = 0, paint: Paint = Paint()) {
        self.text = text
        self.font = font
        self.kerning = kerning
        self.paint = paint
    }
}

/// How a text that does not fit is cut (SwiftUI's `Text.TruncationMode`).
public enum TruncationMode: String, Sendable, Hashable {
    case head, middle, tail
}

/// A text as laid out: its spans and the environment's rules for lines.
public struct TextParagraph: Sendable, Hashable {
    public var spans: [TextSpan] { didSet { fingerprint = spans.hashValue } }
    /// At most this many lines (nil: as many as fit).
    public var lineLimit: Int?
    /// `leading`, `center` or `trailing`: where lines shorter than the text's width sit.
    public var alignment: String
    public var truncation: TruncationMode
    /// At least this many lines tall (`lineLimit(_:reservesSpace:)`), the lines not filled blank.
    public var reservedLines: Int
    /// Whether its letters may be squeezed a little before it is truncated (`allowsTightening`).
    public var allowsTightening: Bool
    /// The spans' hash, found once: a measurer looks a paragraph up several times a layout.
    private var fingerprint: Int

    public init(
        spans: [TextSpan], lineLimit: Int? = nil, alignment: String = "leading", truncation: TruncationMode = .tail, reservedLines: Int = 0,
        allowsTightening: Bool = false
    ) {
        self.spans = spans
        self.lineLimit = lineLimit
        self.alignment = alignment
        self.truncation = truncation
        self.reservedLines = reservedLines
        self.allowsTightening = allowsTightening
        fingerprint = spans.hashValue
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(fingerprint)
        hasher.combine(lineLimit)
        hasher.combine(alignment)
        hasher.combine(truncation)
        hasher.combine(reservedLines)
        hasher.combine(allowsTightening)
    }

    public static func == (a: TextParagraph, b: TextParagraph) -> Bool {
        a.fingerprint == b.fingerprint && a.lineLimit == b.lineLimit && a.alignment == b.alignment && a.truncation == b.truncation
            && a.reservedLines == b.reservedLines && a.allowsTightening == b.allowsTightening && a.spans == b.spans
    }

    /// The whole text.
    public var string: String { spans.map(\.text).joined() }

    /// The paragraph in fonts `scale` times their size (`minimumScaleFactor`).
    public func scaled(_ scale: Double) -> TextParagraph {
        guard scale != 1 else { return self }
        var paragraph = self
        paragraph.spans = spans.map { TextSpan(text: $0.text, font: $0.font.scaled(scale), kerning: $0.kerning * scale, paint: $0.paint) }
        return paragraph
    }
}

/// What a text takes when laid out in a width.
public struct TextMetrics: Sendable, Hashable {
    /// The width of its widest line and the height of its lines.
    public var size: Size
    /// From the top to the first line's and to the last line's baseline.
    public var firstBaseline: Double
    public var lastBaseline: Double
    public var lineCount: Int
    /// Whether some of the text was cut (an ellipsis drawn).
    public var isTruncated: Bool
    /// The factor its fonts were shrunk by to fit (`minimumScaleFactor`); 1 at full size.
    public var scale: Double

    public init(size: Size, firstBaseline: Double, lastBaseline: Double, lineCount: Int, isTruncated: Bool, scale: Double = 1) {
        self.size = size
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.lineCount = lineCount
        self.isTruncated = isTruncated
        self.scale = scale
    }
}

/// Measures text with real font metrics: shaping, line breaking, truncation.
public protocol TextMeasuring: Sendable {
    /// The text laid out in lines at most `width` wide (nil: one line per paragraph, as wide as it
    /// is), with at most `maximumLines` lines (nil: no limit), the last cut as `truncation` says.
    func measure(_ paragraph: TextParagraph, width: Double?, maximumLines: Int?) -> TextMetrics

    /// A font's vertical metrics, for the room a stack keeps around its text.
    func lineMetrics(of font: FontSpec) -> FontLineMetrics
}

extension TextMeasuring {
    /// From a one-line measurement: the baseline's depth is the ascender, the rest the descender;
    /// no line gap; capitals seven tenths of the size tall.
    public func lineMetrics(of font: FontSpec) -> FontLineMetrics {
        let line = measure(TextParagraph(spans: [TextSpan(text: "H", font: font)]), width: nil, maximumLines: 1)
        return FontLineMetrics(
            ascender: line.firstBaseline, descender: line.size.height - line.firstBaseline, leading: 0, capHeight: font.size * 0.7)
    }
}

/// A font's vertical metrics in points, for the room SwiftUI keeps around text.
public struct FontLineMetrics: Sendable, Hashable {
    /// Above the baseline, and below it (positive).
    public var ascender: Double
    public var descender: Double
    /// The font's line gap.
    public var leading: Double
    public var capHeight: Double

    public init(ascender: Double, descender: Double, leading: Double, capHeight: Double) {
        self.ascender = ascender
        self.descender = descender
        self.leading = leading
        self.capHeight = capHeight
    }

    public var lineHeight: Double { ascender + descender }
}

