import WidgetWire

/// The numbers SwiftUI takes from its platform: text sizes, default spacing and padding, content
/// margins, widget sizes. By default macOS's desktop widgets' (13 pt body text); iOS's on request
/// (17 pt at the default Dynamic Type size), on a device of choice.
public struct LayoutMetrics: Sendable, Hashable {
    public enum Platform: String, Sendable, Hashable, CaseIterable {
        case macOS, iOS
    }

    /// The text sizes a person chooses on iOS, with SwiftUI's names (`DynamicTypeSize`).
    public enum DynamicTypeSize: String, Sendable, Hashable, CaseIterable {
        case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
        case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
    }

    public var platform: Platform
    /// The device whose widget sizes the families take (nil: the largest iPhone's, and a Mac's).
    public var device: WidgetDevice?
    /// iOS's text size setting; macOS has none.
    public var dynamicTypeSize: DynamicTypeSize = .large
    /// A divider's thickness across its stack: a point each way, or a surface's smallest mark (a
    /// terminal's cell).
    public var hairline: Size
    /// Room beside a button's label for what marks it a button: none in a picture, a cell each side
    /// in a terminal (its brackets).
    public var buttonInset: Double

    public init(
        platform: Platform = .macOS, device: WidgetDevice? = nil, dynamicTypeSize: DynamicTypeSize = .large,
        hairline: Size = Size(width: 1, height: 1), buttonInset: Double = 0
    ) {
        self.platform = platform
        self.device = device
        self.dynamicTypeSize = dynamicTypeSize
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

    /// The margins WidgetKit keeps around a widget's content (none once `contentMarginsDisabled()`):
    /// the ``device``'s, or without one 16 points around the system families and none around the
    /// accessories.
    public func contentMargins(for family: WidgetFamily) -> EdgeInsetsValue {
        if let device { return device.contentMargins(of: family) }
        let margin = family.isAccessory ? 0 : WidgetDevice.homeScreenMargin
        return EdgeInsetsValue(top: margin, leading: margin, bottom: margin, trailing: margin)
    }

    /// The radius of a widget's corners, which its picture is cut to and `ContainerRelativeShape`
    /// follows: the ``device``'s; without one, on iOS the largest iPhone's (whose sizes the families
    /// take then), on a Mac the family's usual corners.
    public func cornerRadius(for family: WidgetFamily) -> Double {
        if let device { return device.cornerRadius(of: family) }
        return platform == .iOS ? WidgetDevice.all[0].cornerRadius(of: family) : family.cornerRadius
    }

    /// A family's size in points on the ``device``.
    public func size(of family: WidgetFamily) -> Size { device?.size(of: family) ?? family.displaySize }

    /// A text style's point size and weight (SwiftUI's `Font.TextStyle`); unknown names are body.
    /// On iOS, at the ``dynamicTypeSize``.
    public func textStyle(_ name: String) -> (size: Double, weight: Int) {
        guard platform == .iOS else { return Self.macOSStyles[name] ?? Self.macOSStyles["body"]! }
        let sizes = Self.iOSSizes[name] ?? Self.iOSSizes["body"]!
        let index = DynamicTypeSize.allCases.firstIndex(of: dynamicTypeSize) ?? 3
        return (sizes[index], name == "headline" ? 600 : 400)
    }

    private static let macOSStyles: [String: (size: Double, weight: Int)] = [
        "largeTitle": (26, 400), "title": (22, 400), "title2": (17, 400), "title3": (15, 400), "headline": (13, 700),
        "subheadline": (11, 400), "body": (13, 400), "callout": (12, 400), "footnote": (10, 400), "caption": (10, 400),
        "caption2": (10, 400),
    ]

    /// iOS's text styles at each Dynamic Type size, xSmall to accessibility5 (Apple's Human Interface
    /// Guidelines, Typography: "Dynamic Type sizes").
    private static let iOSSizes: [String: [Double]] = [
        "largeTitle": [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        "title": [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        "title2": [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        "title3": [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        "headline": [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        "body": [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        "callout": [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        "subheadline": [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        "footnote": [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        "caption": [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        "caption2": [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41],
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
