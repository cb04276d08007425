import WidgetLayout
import WidgetWire

/// A color's components, each in 0…1.
public struct RGBA: Sendable, Hashable {
    public var red, green, blue, alpha: Double

    public init(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// Its relative luminance (Rec. 709's weights), 0 for black to 1 for white.
    public var luminance: Double { 0.2126 * red + 0.7152 * green + 0.0722 * blue }

    /// From 0…255 components, as Apple lists its system colors.
    init(bytes red: Int, _ green: Int, _ blue: Int, _ alpha: Double = 1) {
        self.init(Double(red) / 255, Double(green) / 255, Double(blue) / 255, alpha)
    }

    /// `#rrggbb`.
    init(hex: UInt32) {
        self.init(bytes: Int(hex >> 16), Int((hex >> 8) & 0xFF), Int(hex & 0xFF))
    }

    func withAlpha(_ factor: Double) -> RGBA { RGBA(red, green, blue, alpha * factor) }
}

/// Light or dark appearance.
public enum ColorScheme: String, Sendable, Hashable, CaseIterable {
    case light, dark
}

/// Apple's system colors and styles, light and dark, and the widget's own background.
public enum SystemColors {
    /// A named color or style (`blue`, `secondary`, `fill.tertiary`, `regularMaterial`, …); nil for
    /// a name SwiftUI does not have.
    public static func color(named name: String, scheme: ColorScheme) -> RGBA? {
        if name == "tint" { return color(named: "accentColor", scheme: scheme) }
        return schemed[name].map { scheme == .light ? $0.light : $0.dark } ?? shared[name]
    }

    /// Every name the palette has, in order.
    public static var names: [String] { Array(Set(schemed.keys).union(shared.keys)).sorted() }

    /// A widget's background when its container background draws nothing.
    public static func widgetBackground(_ scheme: ColorScheme) -> RGBA { color(named: "background", scheme: scheme)! }

    /// The materials' names (`regularMaterial`, …, `bar`).
    public static let materials: Set<String> = ["ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial", "ultraThickMaterial", "bar"]

    /// What a material shows behind it when nothing of the widget's is: the system's grouped
    /// background (light gray, or near black), as a material widget over a plain backdrop shows on iOS.
    public static func backdrop(_ scheme: ColorScheme) -> RGBA { color(named: "systemGroupedBackground", scheme: scheme)! }

    /// Whether a laid-out widget's container background is a material (a material's color, a shape
    /// filled with one, or a view holding only such a view), which shows ``backdrop(_:)`` through it.
    public static func showsBackdrop(_ widget: LaidOutView) -> Bool {
        func isMaterial(_ view: LaidOutView) -> Bool {
            let paint: ColorValue? = switch view.content {
            case .color(let color): color
            case .shape(let shape): shape.fill
            default: nil
            }
            guard case .named(let name, _)? = paint else { return view.children.count == 1 && isMaterial(view.children[0]) }
            return materials.contains(name)
        }
        // The layout places a container background first, under the content.
        return widget.children.count == 2 && isMaterial(widget.children[0])
    }

    private static let shared: [String: RGBA] = [
        "clear": RGBA(0, 0, 0, 0), "black": RGBA(0, 0, 0), "white": RGBA(1, 1, 1), "gray": RGBA(hex: 0x8E8E93),
        "lightText": RGBA(1, 1, 1, 0.6),
    ]

    /// Each scheme-dependent color: light, then dark.
    private static let schemed: [String: (light: RGBA, dark: RGBA)] = [
        "primary": (RGBA(0, 0, 0), RGBA(1, 1, 1)),
        "secondary": (RGBA(bytes: 60, 60, 67, 0.6), RGBA(bytes: 235, 235, 245, 0.6)),
        "tertiary": (RGBA(bytes: 60, 60, 67, 0.3), RGBA(bytes: 235, 235, 245, 0.3)),
        "quaternary": (RGBA(bytes: 60, 60, 67, 0.18), RGBA(bytes: 235, 235, 245, 0.16)),
        "quinary": (RGBA(bytes: 60, 60, 67, 0.1), RGBA(bytes: 235, 235, 245, 0.1)),
        "fill": (RGBA(bytes: 120, 120, 128, 0.2), RGBA(bytes: 120, 120, 128, 0.36)),
        "fill.secondary": (RGBA(bytes: 120, 120, 128, 0.16), RGBA(bytes: 120, 120, 128, 0.32)),
        "fill.tertiary": (RGBA(bytes: 118, 118, 128, 0.12), RGBA(bytes: 118, 118, 128, 0.24)),
        "fill.quaternary": (RGBA(bytes: 116, 116, 128, 0.08), RGBA(bytes: 118, 118, 128, 0.18)),
        // The materials (Apple: ultraThin "mostly translucent", thin "more translucent than opaque",
        // regular "somewhat translucent", thick "more opaque than translucent", ultraThick "mostly
        // opaque"), drawn without blur: a gray close to iOS's material tint, light or dark, over what
        // is behind, more opaque from ultraThin to ultraThick; `bar` is the bars' material, near
        // regular. Over nothing (a widget's container background) they show ``backdrop(_:)``.
        "ultraThinMaterial": (RGBA(bytes: 250, 250, 250, 0.35), RGBA(bytes: 44, 44, 46, 0.35)),
        "thinMaterial": (RGBA(bytes: 248, 248, 248, 0.5), RGBA(bytes: 40, 40, 42, 0.5)),
        "regularMaterial": (RGBA(bytes: 246, 246, 246, 0.7), RGBA(bytes: 37, 37, 39, 0.7)),
        "thickMaterial": (RGBA(bytes: 240, 240, 242, 0.82), RGBA(bytes: 30, 30, 32, 0.82)),
        "ultraThickMaterial": (RGBA(bytes: 234, 234, 236, 0.92), RGBA(bytes: 24, 24, 26, 0.92)),
        "bar": (RGBA(bytes: 249, 249, 249, 0.85), RGBA(bytes: 22, 22, 22, 0.85)),
        "background": (RGBA(1, 1, 1), RGBA(hex: 0x1C1C1E)),
        "accentColor": (RGBA(hex: 0x007AFF), RGBA(hex: 0x0A84FF)),
        "red": (RGBA(hex: 0xFF3B30), RGBA(hex: 0xFF453A)),
        "orange": (RGBA(hex: 0xFF9500), RGBA(hex: 0xFF9F0A)),
        "yellow": (RGBA(hex: 0xFFCC00), RGBA(hex: 0xFFD60A)),
        "green": (RGBA(hex: 0x34C759), RGBA(hex: 0x30D158)),
        "mint": (RGBA(hex: 0x00C7BE), RGBA(hex: 0x63E6E2)),
        "teal": (RGBA(hex: 0x30B0C7), RGBA(hex: 0x40C8E0)),
        "cyan": (RGBA(hex: 0x32ADE6), RGBA(hex: 0x64D2FF)),
        "blue": (RGBA(hex: 0x007AFF), RGBA(hex: 0x0A84FF)),
        "indigo": (RGBA(hex: 0x5856D6), RGBA(hex: 0x5E5CE6)),
        "purple": (RGBA(hex: 0xAF52DE), RGBA(hex: 0xBF5AF2)),
        "pink": (RGBA(hex: 0xFF2D55), RGBA(hex: 0xFF375F)),
        "brown": (RGBA(hex: 0xA2845E), RGBA(hex: 0xAC8E68)),
        // UIKit's semantic colors that SwiftUI's palette has no match for; backgrounds dark as on an
        // elevated surface, as a widget's is.
        "systemGray2": (RGBA(bytes: 174, 174, 178), RGBA(bytes: 99, 99, 102)),
        "systemGray3": (RGBA(bytes: 199, 199, 204), RGBA(bytes: 72, 72, 74)),
        "systemGray4": (RGBA(bytes: 209, 209, 214), RGBA(bytes: 58, 58, 60)),
        "systemGray5": (RGBA(bytes: 229, 229, 234), RGBA(bytes: 44, 44, 46)),
        "systemGray6": (RGBA(bytes: 242, 242, 247), RGBA(bytes: 28, 28, 30)),
        "secondarySystemBackground": (RGBA(bytes: 242, 242, 247), RGBA(bytes: 44, 44, 46)),
        "tertiarySystemBackground": (RGBA(1, 1, 1), RGBA(bytes: 58, 58, 60)),
        "systemGroupedBackground": (RGBA(bytes: 242, 242, 247), RGBA(hex: 0x1C1C1E)),
        "secondarySystemGroupedBackground": (RGBA(1, 1, 1), RGBA(bytes: 44, 44, 46)),
        "tertiarySystemGroupedBackground": (RGBA(bytes: 242, 242, 247), RGBA(bytes: 58, 58, 60)),
        "separator": (RGBA(bytes: 60, 60, 67, 0.29), RGBA(bytes: 84, 84, 88, 0.6)),
        "opaqueSeparator": (RGBA(bytes: 198, 198, 200), RGBA(bytes: 56, 56, 58)),
        "link": (RGBA(hex: 0x007AFF), RGBA(bytes: 9, 132, 255)),
    ]
}
