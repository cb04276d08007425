import WidgetWire

/// A font: a text style that follows the reader's size, or a system font of a fixed size.
public struct Font: Sendable, Hashable {
    let value: FontValue

    public static let largeTitle = Font(value: FontValue(style: "largeTitle"))
    public static let title = Font(value: FontValue(style: "title"))
    public static let title2 = Font(value: FontValue(style: "title2"))
    public static let title3 = Font(value: FontValue(style: "title3"))
    public static let headline = Font(value: FontValue(style: "headline"))
    public static let subheadline = Font(value: FontValue(style: "subheadline"))
    public static let body = Font(value: FontValue(style: "body"))
    public static let callout = Font(value: FontValue(style: "callout"))
    public static let footnote = Font(value: FontValue(style: "footnote"))
    public static let caption = Font(value: FontValue(style: "caption"))
    public static let caption2 = Font(value: FontValue(style: "caption2"))

    /// The system font at a size in points.
    public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font {
        Font(value: FontValue(size: Double(size), weight: weight.name, design: design.name))
    }

    /// The system font in a text style.
    public static func system(_ style: TextStyle, design: Design = .default, weight: Weight = .regular) -> Font {
        Font(value: FontValue(style: style.name, weight: weight.name, design: design.name))
    }

    /// The same font with another weight.
    public func weight(_ weight: Weight) -> Font {
        var value = value
        value.weight = weight.name
        return Font(value: value)
    }

    /// The same font in bold.
    public func bold() -> Font { weight(.bold) }

    /// The same font; italics are drawn by `Text.italic()`.
    public func italic() -> Font { self }

    /// The same font with digits of equal width (drawn so on the page).
    public func monospacedDigit() -> Font { self }

    /// The same font in its monospaced design.
    public func monospaced() -> Font {
        var value = value
        value.design = "monospaced"
        return Font(value: value)
    }

    /// A named font at a size; drawn as the system font of that size (the log says so once a font).
    public static func custom(_ name: String, size: CGFloat) -> Font { drawnInTheSystemFont(name, size: size) }

    /// A named font at a size that scales with a text style; drawn as the system font of that size
    /// (the log says so once a font).
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        drawnInTheSystemFont(name, size: size)
    }

    /// A named font at a size that does not scale; drawn as the system font of that size (the log
    /// says so once a font).
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { drawnInTheSystemFont(name, size: fixedSize) }

    /// The system font at `size`, in place of the font named: text is set in the fonts the runtime
    /// carries alone (the same pictures on every machine), so no font is found by name.
    private static func drawnInTheSystemFont(_ name: String, size: CGFloat) -> Font {
        _RuntimeLog.warnOnce(
            "Font.custom(\"\(name)\") is drawn in the system font, at the size asked for: widgets set text in the runtime's own fonts "
                + "and find none by name, on the machine or in the bundle's Resources; choose the look with "
                + ".system(size:weight:design:) (design .serif, .rounded or .monospaced) to draw it as meant")
        return .system(size: size)
    }

    public struct Weight: Sendable, Hashable {
        let name: String
        public static let ultraLight = Weight(name: "ultraLight")
        public static let thin = Weight(name: "thin")
        public static let light = Weight(name: "light")
        public static let regular = Weight(name: "regular")
        public static let medium = Weight(name: "medium")
        public static let semibold = Weight(name: "semibold")
        public static let bold = Weight(name: "bold")
        public static let heavy = Weight(name: "heavy")
        public static let black = Weight(name: "black")
    }

    /// The same font at another width; drawn at the standard width.
    public func width(_ width: Width) -> Font { self }

    /// A font's width: condensed, compressed and expanded faces are drawn at the standard width.
    public struct Width: Sendable, Hashable {
        let value: CGFloat
        public init(_ value: CGFloat) { self.value = value }
        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)
    }

    public struct Design: Sendable, Hashable {
        let name: String
        public static let `default` = Design(name: "default")
        public static let serif = Design(name: "serif")
        public static let rounded = Design(name: "rounded")
        public static let monospaced = Design(name: "monospaced")
    }

    public struct TextStyle: Sendable, Hashable {
        let name: String
        public static let largeTitle = TextStyle(name: "largeTitle")
        public static let title = TextStyle(name: "title")
        public static let title2 = TextStyle(name: "title2")
        public static let title3 = TextStyle(name: "title3")
        public static let headline = TextStyle(name: "headline")
        public static let subheadline = TextStyle(name: "subheadline")
        public static let body = TextStyle(name: "body")
        public static let callout = TextStyle(name: "callout")
        public static let footnote = TextStyle(name: "footnote")
        public static let caption = TextStyle(name: "caption")
        public static let caption2 = TextStyle(name: "caption2")
    }
}
