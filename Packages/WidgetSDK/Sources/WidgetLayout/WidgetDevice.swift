import WidgetWire

/// An Apple device a widget can be laid out for: its screen in points and each family's size on it,
/// as Apple's Human Interface Guidelines table them (the system families as SwiftUI's
/// `GeometryReader` measures them on those devices). Families a device does not offer take their
/// usual size.
public struct WidgetDevice: Sendable, Hashable {
    public var name: String
    /// The screen, portrait, in points.
    public var screen: Size
    /// The models of this size class, by which a person names it.
    public var models: [String]
    public var sizes: [WidgetFamily: Size]

    /// The widget's size on this device.
    public func size(of family: WidgetFamily) -> Size { sizes[family] ?? family.displaySize }

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
            ])
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
            ]),
    ]
}
