import WidgetWire

/// Values people type on a command line (`widgets configure`, `widgets defaults write`), read one way everywhere.
public enum SettingText {
    /// true/yes/on/1 or false/no/off/0, in any case; nil for anything else.
    public static func bool(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "true", "yes", "on", "1": true
        case "false", "no", "off", "0": false
        default: nil
        }
    }

    /// A configuration value as it is typed: strings bare, arrays comma-separated.
    public static func text(of value: JSON) -> String {
        switch value {
        case .string(let text): text
        case .array(let items): items.map(text(of:)).joined(separator: ",")
        default: value.serialized
        }
    }

    /// What ``bool(_:)`` accepts, for an error's message.
    public static let boolChoices = "true or false (yes/no, on/off, 1/0)"
}
