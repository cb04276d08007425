/// Where the runtime asks the desktop's location service, GeoClue 2, for the device's location
/// (runtime.json's `"geoclue"`): on the system bus, as desktops run it; on another D-Bus, by its
/// address (a test's private bus); or nowhere, so that only runtime.json's `location` is told.
public enum GeoClueBus: Sendable, Hashable {
    case system
    case off
    /// A D-Bus address, such as `unix:path=/run/my-bus`.
    case address(String)

    /// `"system"`, `"off"` or a D-Bus address (`transport:key=value,…`); nil for anything else.
    public init?(_ text: String) {
        switch text {
        case "system": self = .system
        case "off": self = .off
        default:
            guard let colon = text.firstIndex(of: ":"), colon != text.startIndex, text[colon...].contains("=") else { return nil }
            self = .address(text)
        }
    }
}
