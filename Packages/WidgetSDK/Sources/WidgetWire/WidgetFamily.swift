/// The size class of a widget, with WidgetKit's names.
///
/// Sizes are WidgetKit's, in points: the phone families of a 430×932 pt iPhone, and
/// `systemExtraLarge` of a 1024×1366 pt iPad, the one device that offers it.
public enum WidgetFamily: String, Sendable, CaseIterable, Hashable, CustomStringConvertible, JSONRepresentable {
    case systemSmall
    case systemMedium
    case systemLarge
    case systemExtraLarge
    case accessoryCircular
    case accessoryRectangular
    case accessoryInline

    /// The size the widget is drawn at, in points.
    public var displaySize: Size {
        switch self {
        case .systemSmall: Size(width: 170, height: 170)
        case .systemMedium: Size(width: 364, height: 170)
        case .systemLarge: Size(width: 364, height: 382)
        case .systemExtraLarge: Size(width: 795, height: 379)
        case .accessoryCircular: Size(width: 76, height: 76)
        case .accessoryRectangular: Size(width: 172, height: 76)
        case .accessoryInline: Size(width: 257, height: 26)
        }
    }

    /// The short name people type: `small`, `medium`, `large`, `extraLarge`, `circular`, `rectangular`, `inline`.
    public var shortName: String {
        switch self {
        case .systemSmall: "small"
        case .systemMedium: "medium"
        case .systemLarge: "large"
        case .systemExtraLarge: "extraLarge"
        case .accessoryCircular: "circular"
        case .accessoryRectangular: "rectangular"
        case .accessoryInline: "inline"
        }
    }

    /// Parses a family from its WidgetKit name (`systemSmall`) or its short name (`small`), ignoring case.
    public init?(name: String) {
        let lowered = name.lowercased()
        guard let family = Self.allCases.first(where: {
            $0.rawValue.lowercased() == lowered || $0.shortName.lowercased() == lowered
        }) else { return nil }
        self = family
    }

    /// A Lock Screen family, shown without a container background or content margins.
    public var isAccessory: Bool { rawValue.hasPrefix("accessory") }

    /// The families WidgetKit offers when a configuration does not restrict them.
    public static let systemFamilies: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge]

    public var description: String { rawValue }
}
