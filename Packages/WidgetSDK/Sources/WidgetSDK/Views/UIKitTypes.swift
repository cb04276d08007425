import Foundation
import WidgetWire

// UIKit's colors, fonts and images as widget code hands them to SwiftUI (`Color(uiColor:)`,
// `Font(uiFont)`, `Image(uiImage:)`); `import UIKit` (Packages/WidgetKit) brings them in.

/// UIKit's color: components, white, hue, and the system and semantic colors, drawn from the same
/// palette as SwiftUI's. A dynamic color is drawn with its light appearance. A class, as UIKit's is,
/// so code written for iOS extends it with convenience initializers (`UIColor(hex:)`).
open class UIColor: NSObject, @unchecked Sendable {
    let value: ColorValue

    init(_ value: ColorValue) {
        self.value = value
        super.init()
    }

    private convenience init(palette: String) { self.init(.named(palette, opacity: 1)) }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(.rgba(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)))
    }

    public convenience init(white: CGFloat, alpha: CGFloat) { self.init(red: white, green: white, blue: white, alpha: alpha) }

    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (Double(hue).truncatingRemainder(dividingBy: 1) + 1).truncatingRemainder(dividingBy: 1) * 6
        let (s, v) = (Double(saturation), Double(brightness))
        let c = v * s, x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1)), m = v - c
        let (r, g, b): (Double, Double, Double) = switch Int(h) {
        case 0: (c, x, 0)
        case 1: (x, c, 0)
        case 2: (0, c, x)
        case 3: (0, x, c)
        case 4: (x, 0, c)
        default: (c, 0, x)
        }
        self.init(.rgba(red: r + m, green: g + m, blue: b + m, opacity: Double(alpha)))
    }

    /// A SwiftUI color as UIKit's.
    public convenience init(_ color: Color) { self.init(color.value) }

    /// A color from an asset catalog of the bundle's `Resources/`, drawn as `Color("Name")` is.
    public convenience init?(named name: String) { self.init(.named(name, opacity: 1)) }

    /// A color that depends on the appearance, drawn with the light one.
    public convenience init(dynamicProvider: (UITraitCollection) -> UIColor) { self.init(dynamicProvider(UITraitCollection()).value) }

    /// A color literal (`#colorLiteral(red:green:blue:alpha:)`).
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// Its red, green, blue and alpha components, as UIKit gives them for a color made of them; a
    /// system or catalog color is the palette's, drawn light or dark, and has none here (false).
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard case .rgba(let r, let g, let b, let a) = value else { return false }
        red?.pointee = CGFloat(r)
        green?.pointee = CGFloat(g)
        blue?.pointee = CGFloat(b)
        alpha?.pointee = CGFloat(a)
        return true
    }

    /// Its white level and alpha, for a color made of components (their average).
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard case .rgba(let r, let g, let b, let a) = value else { return false }
        white?.pointee = CGFloat((r + g + b) / 3)
        alpha?.pointee = CGFloat(a)
        return true
    }

    open override func isEqual(_ object: Any?) -> Bool { (object as? UIColor)?.value == value }
    open override var hash: Int { value.hashValue }

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(Color(value).opacity(Double(alpha)).value) }

    public static let systemRed = UIColor(palette: "red"), systemOrange = UIColor(palette: "orange")
    public static let systemYellow = UIColor(palette: "yellow"), systemGreen = UIColor(palette: "green")
    public static let systemMint = UIColor(palette: "mint"), systemTeal = UIColor(palette: "teal")
    public static let systemCyan = UIColor(palette: "cyan"), systemBlue = UIColor(palette: "blue")
    public static let systemIndigo = UIColor(palette: "indigo"), systemPurple = UIColor(palette: "purple")
    public static let systemPink = UIColor(palette: "pink"), systemBrown = UIColor(palette: "brown")
    public static let systemGray = UIColor(palette: "gray"), systemGray2 = UIColor(palette: "systemGray2")
    public static let systemGray3 = UIColor(palette: "systemGray3"), systemGray4 = UIColor(palette: "systemGray4")
    public static let systemGray5 = UIColor(palette: "systemGray5"), systemGray6 = UIColor(palette: "systemGray6")
    public static let label = UIColor(palette: "primary"), secondaryLabel = UIColor(palette: "secondary")
    public static let tertiaryLabel = UIColor(palette: "tertiary"), quaternaryLabel = UIColor(palette: "quaternary")
    public static let placeholderText = UIColor(palette: "tertiary")
    public static let systemFill = UIColor(palette: "fill"), secondarySystemFill = UIColor(palette: "fill.secondary")
    public static let tertiarySystemFill = UIColor(palette: "fill.tertiary"), quaternarySystemFill = UIColor(palette: "fill.quaternary")
    public static let systemBackground = UIColor(palette: "background"), secondarySystemBackground = UIColor(palette: "secondarySystemBackground")
    public static let tertiarySystemBackground = UIColor(palette: "tertiarySystemBackground")
    public static let systemGroupedBackground = UIColor(palette: "systemGroupedBackground")
    public static let secondarySystemGroupedBackground = UIColor(palette: "secondarySystemGroupedBackground")
    public static let tertiarySystemGroupedBackground = UIColor(palette: "tertiarySystemGroupedBackground")
    public static let separator = UIColor(palette: "separator"), opaqueSeparator = UIColor(palette: "opaqueSeparator")
    public static let link = UIColor(palette: "link"), tintColor = UIColor(palette: "accentColor")
    public static let darkText = UIColor(palette: "black"), lightText = UIColor(palette: "lightText")
    public static let black = UIColor(palette: "black"), white = UIColor(palette: "white"), clear = UIColor(palette: "clear")
    public static let gray = UIColor(palette: "gray"), red = UIColor(palette: "red"), green = UIColor(palette: "green")
    public static let blue = UIColor(palette: "blue"), orange = UIColor(palette: "orange"), yellow = UIColor(palette: "yellow")
    public static let purple = UIColor(palette: "purple"), brown = UIColor(palette: "brown"), cyan = UIColor(palette: "cyan")
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1), lightGray = UIColor(white: 2.0 / 3, alpha: 1)
}

/// The appearance a dynamic color is asked for.
public struct UITraitCollection: Sendable {
    public var userInterfaceStyle: UIUserInterfaceStyle = .light
    public init() {}
}

public enum UIUserInterfaceStyle: Sendable, Hashable {
    case unspecified, light, dark
}

extension Color {
    /// A UIKit color as SwiftUI's.
    public init(uiColor: UIColor) { self.init(uiColor.value) }
    /// Disfavored, so that `Color(.brand)` is the catalog's `ColorResource.brand` where `UIColor.brand` is generated too.
    @_disfavoredOverload public init(_ color: UIColor) { self.init(uiColor: color) }

    /// A colour set of an asset catalog in the bundle's `Resources/`, in the color scheme drawn
    /// (`AccentColor` is also the accent color); a name no catalog has is drawn as the primary color.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(.named(name == "AccentColor" ? "accentColor" : name, opacity: 1))
    }
}

/// UIKit's font, as widget code hands it to `Font(_:)`: the system font at a size or a text style.
public struct UIFont: Sendable, Hashable {
    let font: Font
    public let pointSize: CGFloat

    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(font: .system(size: size, weight: weight.weight), pointSize: size)
    }

    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { systemFont(ofSize: size, weight: .bold) }

    public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont { systemFont(ofSize: size, weight: weight) }

    public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(font: .system(size: size, weight: weight.weight, design: .monospaced), pointSize: size)
    }

    /// A text style's font, at iOS's size for it.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        UIFont(font: .system(style.style), pointSize: style.pointSize)
    }

    /// The height of a line of this font: iOS's system font's ascender, descender and leading, about
    /// 1.2 times its size.
    public var lineHeight: CGFloat { pointSize * 1.193 }

    public struct Weight: Sendable, Hashable {
        let weight: Font.Weight
        public static let ultraLight = Weight(weight: .ultraLight), thin = Weight(weight: .thin), light = Weight(weight: .light)
        public static let regular = Weight(weight: .regular), medium = Weight(weight: .medium), semibold = Weight(weight: .semibold)
        public static let bold = Weight(weight: .bold), heavy = Weight(weight: .heavy), black = Weight(weight: .black)
    }

    public struct TextStyle: Sendable, Hashable {
        let style: Font.TextStyle
        let pointSize: CGFloat
        public static let largeTitle = TextStyle(style: .largeTitle, pointSize: 34), title1 = TextStyle(style: .title, pointSize: 28)
        public static let title2 = TextStyle(style: .title2, pointSize: 22), title3 = TextStyle(style: .title3, pointSize: 20)
        public static let headline = TextStyle(style: .headline, pointSize: 17), body = TextStyle(style: .body, pointSize: 17)
        public static let callout = TextStyle(style: .callout, pointSize: 16), subheadline = TextStyle(style: .subheadline, pointSize: 15)
        public static let footnote = TextStyle(style: .footnote, pointSize: 13), caption1 = TextStyle(style: .caption, pointSize: 12)
        public static let caption2 = TextStyle(style: .caption2, pointSize: 11)
    }
}

extension Font {
    /// A UIKit font as SwiftUI's.
    public init(_ font: UIFont) { self = font.font }
}
