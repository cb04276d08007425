// Swift source read as far as the macros need it, without swift-syntax: the tokens of one bracket
// level, each bracketed group one token, string literals (raw, multi-line, interpolated) and
// comments skipped whole.

/// A token at one bracket level of Swift source.
struct SourceToken {
    enum Kind { case word, punctuation, string, group }

    var kind: Kind
    /// The token as written; a group's from its opening bracket to its closing one.
    var text: String
    /// Whether a newline comes between it and the token before.
    var startsLine: Bool
    /// Where it is in the source read: offsets of its first character and past its last.
    var range: Range<Int>

    /// Whether it is the word or punctuation `text`.
    func `is`(_ text: String) -> Bool { kind != .string && kind != .group && self.text == text }

    /// A group's text without its brackets.
    var inside: Substring { kind == .group ? text.dropFirst().dropLast() : Substring(text) }

    /// The tokens of `source`'s outermost level.
    static func read(_ source: some StringProtocol) -> [SourceToken] {
        let characters = Array(source)
        var tokens: [SourceToken] = []
        var index = 0
        var newline = false
        func add(_ kind: Kind, upTo end: Int) {
            tokens.append(SourceToken(kind: kind, text: String(characters[index..<end]), startsLine: newline, range: index..<end))
            newline = false
            index = end
        }
        while index < characters.count {
            let character = characters[index]
            if character.isNewline {
                newline = true
                index += 1
            } else if character.isWhitespace {
                index += 1
            } else if let end = commentEnd(characters, at: index) {
                if characters[index..<end].contains(where: \.isNewline) { newline = true }
                index = end
            } else if let end = stringEnd(characters, at: index) {
                add(.string, upTo: end)
            } else if "([{".contains(character) {
                add(.group, upTo: groupEnd(characters, at: index))
            } else if isIdentifier(character) || (character == "#" && index + 1 < characters.count && characters[index + 1].isLetter) {
                var end = index + 1
                while end < characters.count, isIdentifier(characters[end]) { end += 1 }
                add(.word, upTo: end)
            } else if character == "`", let close = characters[(index + 1)...].firstIndex(of: "`") {
                add(.word, upTo: close + 1)
            } else if character == "-", index + 1 < characters.count, characters[index + 1] == ">" {
                add(.punctuation, upTo: index + 2)
            } else {
                add(.punctuation, upTo: index + 1)
            }
        }
        return tokens
    }

    private static func isIdentifier(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_" || character == "$"
    }

    /// Where the comment starting at `index` ends (nested block comments included); nil if none starts.
    private static func commentEnd(_ characters: [Character], at index: Int) -> Int? {
        guard characters[index] == "/", index + 1 < characters.count else { return nil }
        if characters[index + 1] == "/" {
            return characters[index...].firstIndex(where: \.isNewline) ?? characters.count
        }
        guard characters[index + 1] == "*" else { return nil }
        var depth = 0
        var at = index
        while at + 1 < characters.count {
            if characters[at] == "/", characters[at + 1] == "*" {
                depth += 1
                at += 2
            } else if characters[at] == "*", characters[at + 1] == "/" {
                depth -= 1
                at += 2
                if depth == 0 { return at }
            } else {
                at += 1
            }
        }
        return characters.count
    }

    /// Where the string literal starting at `index` ends (`"…"`, `"""…"""`, `#"…"#`, with escapes
    /// and interpolations); nil if none starts there.
    private static func stringEnd(_ characters: [Character], at index: Int) -> Int? {
        var at = index
        while at < characters.count, characters[at] == "#" { at += 1 }
        let hashes = at - index
        guard at < characters.count, characters[at] == "\"" else { return nil }
        let multiline = at + 2 < characters.count && characters[at + 1] == "\"" && characters[at + 2] == "\""
        let quotes = multiline ? 3 : 1
        at += quotes
        func closes(at position: Int) -> Bool {
            guard position + quotes + hashes <= characters.count else { return false }
            return characters[position..<(position + quotes)].allSatisfy { $0 == "\"" }
                && characters[(position + quotes)..<(position + quotes + hashes)].allSatisfy { $0 == "#" }
        }
        while at < characters.count {
            if characters[at] == "\\", characters[(at + 1)...].prefix(hashes).allSatisfy({ $0 == "#" }), at + hashes + 1 < characters.count {
                at += hashes + 1
                at = characters[at] == "(" ? groupEnd(characters, at: at) : at + 1
            } else if closes(at: at) {
                return at + quotes + hashes
            } else if !multiline, characters[at].isNewline {
                return at
            } else {
                at += 1
            }
        }
        return characters.count
    }

    /// Where the bracketed group opening at `index` closes (after its closing bracket), strings and
    /// comments inside skipped; the end of the text where it does not close.
    private static func groupEnd(_ characters: [Character], at index: Int) -> Int {
        var depth = 0
        var at = index
        while at < characters.count {
            if let end = commentEnd(characters, at: at) ?? stringEnd(characters, at: at) {
                at = end
                continue
            }
            switch characters[at] {
            case "(", "[", "{": depth += 1
            case ")", "]", "}":
                depth -= 1
                if depth == 0 { return at + 1 }
            default: break
            }
            at += 1
        }
        return characters.count
    }
}
