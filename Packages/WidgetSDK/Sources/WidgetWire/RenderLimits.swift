import Foundation

/// What the runtime accepts of a render tree, whoever made it: the host never trusts a plugin's tree.
/// Lengths and colors out of range are clamped, overlong text is cut, and links to schemes that run
/// code where they are opened (`javascript:`, `data:`, `vbscript:`, `file:`) are dropped.
public enum RenderLimits {
    /// The longest length, in points, of a padding, spacing, frame or corner (a widget is far smaller).
    public static let longestLength = 10_000.0
    /// The most characters of one run of text.
    public static let longestText = 4_096
    /// The most characters of a symbol, image or color name.
    public static let longestName = 256
    /// The most levels of nested views a widget draws; deeper views are cut.
    public static let deepestTree = 128
    /// The most views a widget draws; the rest are cut.
    public static let mostViews = 5_000
    /// The most elements (moves, lines, curves, closes) one path keeps; the rest are cut.
    public static let longestPath = 2_000
    /// The most path elements a widget's paths keep together; the paths past them are cut.
    public static let mostPathElements = 20_000
    /// Schemes a widget's link may never have.
    public static let forbiddenSchemes: Set<String> = ["javascript", "data", "vbscript", "file", "blob", "about"]

    /// A length within 0 and ``longestLength``; not a number becomes 0.
    public static func length(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), longestLength)
    }

    /// `{"x": …, "y": …}` as a point within ±``longestLength`` (a missing or NaN coordinate is 0).
    static func point(_ json: JSON, at path: String) throws(WireError) -> (x: Double, y: Double) {
        let fields = try JSONFields(json, at: path)
        func coordinate(_ key: String) throws(WireError) -> Double {
            let value = try fields.optional(key, as: Double.self) ?? 0
            return value.isNaN ? 0 : min(max(value, -longestLength), longestLength)
        }
        return (try coordinate("x"), try coordinate("y"))
    }

    /// The largest scale effect, either way: a widget drawn 100 times larger is already all one color.
    public static let largestScale = 100.0
    /// The farthest an effect's anchor is from its view, in the view's widths and heights.
    public static let farthestAnchor = 10.0

    /// An angle in degrees within one turn either way (a whole turn draws the same); not a finite
    /// number becomes 0.
    public static func degrees(_ value: Double) -> Double {
        value.isFinite ? value.truncatingRemainder(dividingBy: 360) : 0
    }

    /// A scale factor within ±``largestScale``; not a number becomes 1 (unscaled).
    public static func scale(_ value: Double) -> Double {
        value.isNaN ? 1 : min(max(value, -largestScale), largestScale)
    }

    /// An effect's anchor, `{"x": …, "y": …}` in fractions of the frame, within ±``farthestAnchor``
    /// (a missing or NaN coordinate is the middle's); a missing anchor is the middle.
    static func anchor(_ json: JSON?, at path: String) throws(WireError) -> UnitPointValue {
        guard let json, json != .null else { return .center }
        let fields = try JSONFields(json, at: path)
        func coordinate(_ key: String) throws(WireError) -> Double {
            let value = try fields.optional(key, as: Double.self) ?? 0.5
            return value.isNaN ? 0.5 : min(max(value, -farthestAnchor), farthestAnchor)
        }
        return UnitPointValue(x: try coordinate("x"), y: try coordinate("y"))
    }

    /// A fraction within 0 and 1; not a number becomes 0.
    public static func fraction(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }

    /// A run of a widget's text, as decoded: line breaks and tabs kept; other control characters
    /// (an escape sequence's, a bell) as U+FFFD, so no surface or log that prints it can be steered;
    /// cut at ``longestText``.
    public static func text(_ value: String) -> String {
        let clean =
            value.unicodeScalars.contains(where: isControl)
            ? String(String.UnicodeScalarView(value.unicodeScalars.map { isControl($0) ? "\u{FFFD}" : $0 })) : value
        return clean.count <= longestText ? clean : String(clean.prefix(longestText)) + "…"
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A: false
        case 0x00..<0x20, 0x7F..<0xA0: true
        default: false
        }
    }

    /// A plugin's text for one line of a terminal or log (a display name, a title, a dialog): line
    /// breaks and tabs as spaces; other control characters, and the bidirectional overrides that could
    /// make it read as something else, as U+FFFD; cut at ``longestText``.
    public static func label(_ value: String) -> String {
        let scalars = value.unicodeScalars.map { scalar -> Unicode.Scalar in
            switch scalar.value {
            case 0x09, 0x0A, 0x0D: " "
            case 0x00..<0x20, 0x7F..<0xA0, 0x202A...0x202E, 0x2066...0x2069: "\u{FFFD}"
            default: scalar
            }
        }
        return text(String(String.UnicodeScalarView(scalars)))
    }

    public static func name(_ value: String) -> String {
        String(value.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }.prefix(longestName))
    }

    /// The URL, or nil when it is too long, has control characters or a forbidden scheme.
    public static func url(_ value: String) -> String? {
        guard value.utf8.count <= 2_048, !value.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else { return nil }
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        if let colon = trimmed.firstIndex(of: ":"), forbiddenSchemes.contains(trimmed[..<colon].lowercased()) { return nil }
        return trimmed
    }
}
