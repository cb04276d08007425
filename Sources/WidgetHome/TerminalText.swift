/// Text as a terminal shows it, safe to print whatever a plugin or a user wrote; the renderers add
/// widths and truncation.
public enum TerminalText {
    /// Replaces control characters (escape sequences from a plugin included) with a visible mark,
    /// so a widget can never move the cursor or restyle the terminal.
    public static func sanitized(_ string: String) -> String {
        String(String.UnicodeScalarView(string.unicodeScalars.map { scalar in
            scalar.properties.generalCategory == .control && scalar != "\n" ? "\u{FFFD}" : scalar
        }))
    }

    /// A file name or other one-line text, safe to print: every control character, a line break
    /// included, a visible mark.
    public static func name(_ string: String) -> String {
        String(String.UnicodeScalarView(string.unicodeScalars.map { $0.properties.generalCategory == .control ? "\u{FFFD}" : $0 }))
    }
}
