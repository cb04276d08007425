import WidgetWire

/// The numbers SwiftUI takes from its platform: text sizes, default spacing and padding, content
/// margins. By default macOS's desktop widgets' (13 pt body text); iOS's on request (17 pt).
public struct LayoutMetrics: Sendable, Hashable {
    public enum Platform: String, Sendable, Hashable, CaseIterable {
        case macOS, iOS
    }

    public var platform: Platform
    /// A divider's thickness across its stack: a point each way, or a surface's smallest mark (a
    /// terminal's cell).
    public var hairline: Size
    /// Room beside a button's label for what marks it a button: none in a picture, a cell each side
    /// in a terminal (its brackets).
    public var buttonInset: Double

    public init(platform: Platform = .macOS, hairline: Size = Size(width: 1, height: 1), buttonInset: Double = 0) {
        self.platform = platform
        self.hairline = hairline
        self.buttonInset = buttonInset
    }

    /// The space a stack leaves between two views that prefer nothing of each other (``ViewSpacing``), and
    /// a `Spacer`'s least length.
    public var defaultSpacing: Double { 8 }

    /// A device pixel in points (a Retina Mac's, a 3x iPhone's): room around text is rounded up to it.
    public var pixelLength: Double { platform == .macOS ? 0.5 : 1.0 / 3 }

    /// `padding()` without a length.
    public var defaultPadding: Double { 16 }

    /// The margins WidgetKit keeps around a widget's content (none once `contentMarginsDisabled()`).
    public func contentMargins(for family: WidgetFamily) -> EdgeInsetsValue {
        let margin = family.rawValue.hasPrefix("system") ? 16.0 : 0
        return EdgeInsetsValue(top: margin, leading: margin, bottom: margin, trailing: margin)
    }

    /// A text style's point size and weight (SwiftUI's `Font.TextStyle`); unknown names are body.
    public func textStyle(_ name: String) -> (size: Double, weight: Int) {
        let table = platform == .macOS ? Self.macOSStyles : Self.iOSStyles
        return table[name] ?? table["body"]!
    }

    private static let macOSStyles: [String: (size: Double, weight: Int)] = [
        "largeTitle": (26, 400), "title": (22, 400), "title2": (17, 400), "title3": (15, 400), "headline": (13, 700),
        "subheadline": (11, 400), "body": (13, 400), "callout": (12, 400), "footnote": (10, 400), "caption": (10, 400),
        "caption2": (10, 400),
    ]

    private static let iOSStyles: [String: (size: Double, weight: Int)] = [
        "largeTitle": (34, 400), "title": (28, 400), "title2": (22, 400), "title3": (20, 400), "headline": (17, 600),
        "subheadline": (15, 400), "body": (17, 400), "callout": (16, 400), "footnote": (13, 400), "caption": (12, 400),
        "caption2": (11, 400),
    ]

    /// A SwiftUI weight name as a CSS/OpenType weight (100…900); nil for an unknown name.
    public static func weight(_ name: String) -> Int? { weights[name] }

    private static let weights = [
        "ultraLight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500, "semibold": 600, "bold": 700,
        "heavy": 800, "black": 900,
    ]

    /// The font a text with this font value (or none: body) is drawn in.
    public func font(_ value: FontValue?) -> FontSpec {
        let style = textStyle(value?.style ?? "body")
        return FontSpec(
            size: value?.size ?? style.size, weight: value?.weight.flatMap(Self.weight) ?? style.weight,
            design: FontSpec.Design(rawValue: value?.design ?? "default") ?? .default)
    }
}
