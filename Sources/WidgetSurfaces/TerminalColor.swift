import Foundation
import WidgetHome
import WidgetWire

/// A color a terminal can show: one of its own sixteen (which follow its theme) or a 24-bit one.
enum TerminalColor: Hashable, Sendable {
    case ansi(Int)
    case rgb(UInt8, UInt8, UInt8)

    /// The terminal color for a widget color; nil for the terminal's own color, and for colors fainter
    /// than `minimumOpacity` (a terminal has no translucency; a faint tint is better left out).
    init?(_ color: ColorValue, minimumOpacity: Double = 0.15) {
        switch color {
        case .gradient:
            self.init(color.solid, minimumOpacity: minimumOpacity)
        case .named(let name, let opacity):
            guard opacity >= minimumOpacity else { return nil }
            switch name {
            case "red": self = .ansi(31)
            case "green", "mint": self = .ansi(32)
            case "yellow": self = .ansi(33)
            case "blue": self = .ansi(34)
            case "purple", "indigo": self = .ansi(35)
            case "cyan", "teal": self = .ansi(36)
            case "white": self = .ansi(97)
            case "black": self = .ansi(30)
            case "gray", "secondary", "tertiary", "quaternary", "quinary": self = .ansi(90)
            case "orange": self = .rgb(255, 149, 0)
            case "pink": self = .ansi(95)
            case "brown": self = .rgb(162, 132, 94)
            case "accentColor", "tint": self = .ansi(34)
            default: return nil
            }
        case .rgba(let red, let green, let blue, let opacity):
            guard opacity >= minimumOpacity else { return nil }
            func byte(_ value: Double) -> UInt8 { UInt8(max(0, min(255, (value * 255).rounded()))) }
            self = .rgb(byte(red), byte(green), byte(blue))
        }
    }

    /// A background color as a terminal shows it: opaque ones as `init` gives them; translucent ones
    /// (a widget's `.blue.opacity(0.2)` tint) blended over a dark widget background, as a terminal
    /// cannot blend; the faintest (under 5%) left out.
    static func background(_ color: ColorValue) -> TerminalColor? {
        let (red, green, blue, opacity): (Double, Double, Double, Double)
        switch color {
        case .named(let name, let alpha):
            let alpha = alpha * (translucency[name] ?? 1)
            guard alpha < 1 else { return TerminalColor(color) }
            guard let rgb = namedRGB[name] else { return nil }
            (red, green, blue, opacity) = (rgb.0, rgb.1, rgb.2, alpha)
        case .rgba(let r, let g, let b, let alpha):
            guard alpha < 1 else { return TerminalColor(color) }
            (red, green, blue, opacity) = (r, g, b, alpha)
        case .gradient:
            return background(color.solid)
        }
        guard opacity >= 0.05 else { return nil }
        let base = (28.0 / 255, 28.0 / 255, 30.0 / 255)
        func mix(_ value: Double, _ under: Double) -> UInt8 {
            UInt8(max(0, min(255, ((value * opacity + under * (1 - opacity)) * 255).rounded())))
        }
        return .rgb(mix(red, base.0), mix(green, base.1), mix(blue, base.2))
    }

    /// The system colors' values (dark appearance), for blending.
    static let namedRGB: [String: (Double, Double, Double)] = [
        "red": (1, 0.27, 0.23), "orange": (1, 0.62, 0.04), "yellow": (1, 0.84, 0.04), "green": (0.19, 0.82, 0.35),
        "mint": (0.39, 0.9, 0.89), "teal": (0.25, 0.78, 0.88), "cyan": (0.39, 0.82, 1), "blue": (0.04, 0.52, 1),
        "indigo": (0.37, 0.36, 0.9), "purple": (0.75, 0.35, 0.95), "pink": (1, 0.22, 0.37), "brown": (0.67, 0.56, 0.41),
        "gray": (0.56, 0.56, 0.58), "black": (0, 0, 0), "white": (1, 1, 1), "accentColor": (0.04, 0.52, 1),
        "primary": (1, 1, 1), "secondary": (0.92, 0.92, 0.96), "tint": (0.04, 0.52, 1),
        // Fills and materials are translucent grays: blended, they lighten the widget's background.
        "fill": (0.47, 0.47, 0.5), "fill.secondary": (0.47, 0.47, 0.5), "fill.tertiary": (0.46, 0.46, 0.5),
        "fill.quaternary": (0.46, 0.46, 0.5), "ultraThinMaterial": (0.5, 0.5, 0.5), "thinMaterial": (0.45, 0.45, 0.45),
        "regularMaterial": (0.4, 0.4, 0.4), "thickMaterial": (0.35, 0.35, 0.35), "ultraThickMaterial": (0.3, 0.3, 0.3),
        "bar": (0.3, 0.3, 0.3),
    ]

    /// The opacity a fill or material has in Apple's dark appearance, when drawn at full opacity.
    static let translucency: [String: Double] = [
        "fill": 0.36, "fill.secondary": 0.32, "fill.tertiary": 0.24, "fill.quaternary": 0.18, "ultraThinMaterial": 0.35,
        "thinMaterial": 0.5, "regularMaterial": 0.65, "thickMaterial": 0.8, "ultraThickMaterial": 0.9, "bar": 0.85,
    ]

    func escape(background: Bool) -> String {
        switch self {
        case .ansi(let code): "\(background ? code + 10 : code)"
        case .rgb(let red, let green, let blue): "\(background ? 48 : 38);2;\(red);\(green);\(blue)"
        }
    }
}
