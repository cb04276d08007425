import WidgetHome

/// Measuring and cutting text in terminal cells.
extension TerminalText {
    /// How many cells a string takes: two for wide East Asian characters and emoji, one otherwise.
    static func width(_ string: some StringProtocol) -> Int {
        string.reduce(0) { $0 + width(of: $1) }
    }

    /// The cells a line of terminal output takes, its color escapes (`ESC [ … m`) taking none.
    public static func visibleWidth(_ line: String) -> Int {
        var width = 0
        var inEscape = false
        for character in line {
            if inEscape {
                if character.isLetter { inEscape = false }
            } else if character == "\u{1B}" {
                inEscape = true
            } else {
                width += self.width(of: character)
            }
        }
        return width
    }

    static func width(of character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        if scalar.properties.isEmojiPresentation { return 2 }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
            0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }

    /// A line of terminal output cut to at most `width` cells, its color escapes kept (and a reset
    /// after them when something was cut).
    public static func clipped(_ line: String, to width: Int) -> String {
        guard visibleWidth(line) > width else { return line }
        var result = ""
        var used = 0
        var inEscape = false
        for character in line {
            if inEscape {
                result.append(character)
                if character.isLetter { inEscape = false }
            } else if character == "\u{1B}" {
                result.append(character)
                inEscape = true
            } else {
                let size = self.width(of: character)
                if used + size > width { break }
                result.append(character)
                used += size
            }
        }
        return result + "\u{1B}[0m"
    }

    /// The string cut to at most `width` cells, ending in "…" when something was cut.
    public static func truncated(_ string: String, to width: Int) -> String {
        guard width > 0 else { return "" }
        guard self.width(string) > width else { return string }
        var result = ""
        var used = 0
        for character in string {
            let size = self.width(of: character)
            if used + size > width - 1 { break }
            result.append(character)
            used += size
        }
        return result + "…"
    }
}
