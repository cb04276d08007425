/// How a part of a text is drawn, over the text's own font and color.
public struct RunStyle: Sendable, Hashable {
    public var font: FontValue?
    /// A SwiftUI weight name (`bold`, `semibold`, …).
    public var weight: String?
    public var italic: Bool
    public var color: ColorValue?
    public var underline: Bool
    public var strikethrough: Bool
    /// Digits of equal width, so changing numbers do not jiggle.
    public var monospacedDigit: Bool
    /// Extra space between characters, in points.
    public var kerning: Double?

    public init(
        font: FontValue? = nil, weight: String? = nil, italic: Bool = false, color: ColorValue? = nil, underline: Bool = false,
        strikethrough: Bool = false, monospacedDigit: Bool = false, kerning: Double? = nil
    ) {
        self.font = font
        self.weight = weight
        self.italic = italic
        self.color = color
        self.underline = underline
        self.strikethrough = strikethrough
        self.monospacedDigit = monospacedDigit
        self.kerning = kerning
    }
}

extension RunStyle: JSONObjectRepresentable {
    public init(fields: JSONFields) throws(WireError) {
        self.init(
            font: try fields.optional("font"), weight: try fields.optional("weight"), italic: try fields.optional("italic") ?? false,
            color: try fields.optional("color"), underline: try fields.optional("underline") ?? false,
            strikethrough: try fields.optional("strikethrough") ?? false, monospacedDigit: try fields.optional("monospacedDigit") ?? false,
            kerning: try fields.optional("kerning", as: Double.self).map { max(min($0, 100), -100) })
    }

    public var json: JSON {
        func flag(_ value: Bool) -> JSON? { value ? .bool(true) : nil }
        return .fields([
            "font": font?.json, "weight": weight?.json, "italic": flag(italic), "color": color?.json, "underline": flag(underline),
            "strikethrough": flag(strikethrough), "monospacedDigit": flag(monospacedDigit), "kerning": kerning.map(JSON.number),
        ])
    }
}
