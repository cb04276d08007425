import WidgetWire

/// An Apple device a widget can be laid out for: its screen in points and each family's size on it,
/// as Apple's Human Interface Guidelines table them (the system families as SwiftUI's
/// `GeometryReader` measures them on those devices), the corners of its home-screen widgets and the
/// margins WidgetKit keeps inside them. Families a device does not offer take their usual size.
public struct WidgetDevice: Sendable, Hashable {
    public var name: String
    /// The screen, portrait, in points.
    public var screen: Size
    /// The models of this size class, by which a person names it.
    public var models: [String]
    public var sizes: [WidgetFamily: Size]
    /// The radius of a home-screen widget's corners here, every system family's alike (the one
    /// grid of icons and widgets shares it), which `ContainerRelativeShape` follows.
    public var widgetCornerRadius: Double
    /// The margin WidgetKit keeps inside each edge of a home-screen widget here (`widgetContentMargins`).
    public var contentMargin: Double

    /// The widget's size on this device.
    public func size(of family: WidgetFamily) -> Size { sizes[family] ?? family.displaySize }

    /// The radius of a widget's corners on this device: the home screen's for the system families,
    /// half the side of the circular accessory (a circle), the usual corners of the other accessories.
    public func cornerRadius(of family: WidgetFamily) -> Double {
        switch family {
        case .systemSmall, .systemMedium, .systemLarge, .systemExtraLarge: widgetCornerRadius
        case .accessoryCircular: size(of: family).width / 2
        case .accessoryRectangular, .accessoryInline: family.cornerRadius
        }
    }

    /// The margins WidgetKit keeps around a widget's content on this device: ``contentMargin`` on
    /// every edge of the system families, none on the Lock Screen's accessories (measured through
    /// `widgetContentMargins` on iPhone and iPad: zero there).
    public func contentMargins(of family: WidgetFamily) -> EdgeInsetsValue {
        let margin = family.isAccessory ? 0 : contentMargin
        return EdgeInsetsValue(top: margin, leading: margin, bottom: margin, trailing: margin)
    }

    /// What to name instead of a device this does not know: the models it knows, or a screen.
    public static let known = "name one of \(all.flatMap(\.models).joined(separator: ", ")), or a screen such as 393x852"

    /// A device by a model's name (`iPhone 15 Pro`, `iphone-15-pro`) or its screen (`393x852`),
    /// ignoring case, spaces and dashes.
    public static func named(_ name: String) -> WidgetDevice? {
        func key(_ text: String) -> String { text.lowercased().filter { $0.isLetter || $0.isNumber || $0 == "." } }
        let wanted = key(name)
        return all.first { device in
            key(device.name) == wanted || device.models.contains { key($0) == wanted }
                || wanted == "\(Int(device.screen.width))x\(Int(device.screen.height))"
        }
    }

    /// The corners of a home-screen widget `small` points wide. iOS's widgets on a 393-point iPhone
    /// (158-point small widgets) have corners of 21.67 points (65 pixels at 3x, as
    /// `ContainerRelativeShape` draws them there); no Apple source tables the other devices', so
    /// they are taken in the same proportion to the small widget's side, as the home screen's grid
    /// scales its icons and widgets together: 23.32 for 170, 21.26 for 155, 20.3 for 148.
    static func corners(small: Double) -> Double { (small * 21.67 / 158 * 100).rounded() / 100 }

    /// WidgetKit's default content margins on iPhone and iPad home screens: 16 points on every edge
    /// (WWDC23 "Bring widgets to new places"; the Human Interface Guidelines' standard widget margin).
    static let homeScreenMargin = 16.0

    private static func phone(
        _ width: Double, _ height: Double, models: [String], small: Double, medium: Double, large: Double,
        circular: Double, rectangular: Double, inline: Double
    ) -> WidgetDevice {
        WidgetDevice(
            name: models[0], screen: Size(width: width, height: height), models: models,
            sizes: [
                .systemSmall: Size(width: small, height: small), .systemMedium: Size(width: medium, height: small),
                .systemLarge: Size(width: medium, height: large), .accessoryCircular: Size(width: circular, height: circular),
                .accessoryRectangular: Size(width: rectangular, height: circular), .accessoryInline: Size(width: inline, height: 26),
            ],
            widgetCornerRadius: corners(small: small), contentMargin: homeScreenMargin)
    }

    /// The device classes known, largest first.
    public static let all: [WidgetDevice] = [
        phone(430, 932, models: ["iPhone 15 Pro Max", "iPhone 15 Plus", "iPhone 14 Pro Max", "iPhone 16 Plus"],
            small: 170, medium: 364, large: 382, circular: 76, rectangular: 172, inline: 257),
        phone(428, 926, models: ["iPhone 14 Plus", "iPhone 13 Pro Max", "iPhone 12 Pro Max"],
            small: 170, medium: 364, large: 382, circular: 76, rectangular: 172, inline: 257),
        phone(393, 852, models: ["iPhone 15 Pro", "iPhone 15", "iPhone 14 Pro", "iPhone 16"],
            small: 158, medium: 338, large: 354, circular: 72, rectangular: 160, inline: 234),
        phone(390, 844, models: ["iPhone 14", "iPhone 13", "iPhone 13 Pro", "iPhone 12", "iPhone 12 Pro"],
            small: 158, medium: 338, large: 354, circular: 72, rectangular: 160, inline: 234),
        phone(375, 812, models: ["iPhone 13 mini", "iPhone 12 mini", "iPhone 11 Pro", "iPhone XS", "iPhone X"],
            small: 155, medium: 329, large: 345, circular: 72, rectangular: 157, inline: 225),
        phone(375, 667, models: ["iPhone SE", "iPhone 8", "iPhone 7"],
            small: 148, medium: 321, large: 324, circular: 68, rectangular: 153, inline: 225),
        WidgetDevice(
            name: "iPad Pro 12.9-inch", screen: Size(width: 1024, height: 1366), models: ["iPad Pro 12.9-inch", "iPad Pro 13-inch"],
            sizes: [
                .systemSmall: Size(width: 170, height: 170), .systemMedium: Size(width: 379, height: 170),
                .systemLarge: Size(width: 379, height: 379), .systemExtraLarge: Size(width: 795, height: 379),
            ],
            widgetCornerRadius: corners(small: 170), contentMargin: homeScreenMargin),
    ]
}

extension WidgetFamily {
    /// The corners of a widget of this family where no device is named (a Mac's desktop): a
    /// home-screen widget's 20 points, a circle for a circular accessory, 8 points for the
    /// rectangular accessory (the clear value: no Apple source gives one), none inline.
    public var cornerRadius: Double {
        switch self {
        case .systemSmall, .systemMedium, .systemLarge, .systemExtraLarge: 20
        case .accessoryCircular: displaySize.width / 2
        case .accessoryRectangular: 8
        case .accessoryInline: 0
        }
    }
}
