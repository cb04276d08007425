import Foundation

/// Objective-C's attributes in Swift code, which Linux's compiler refuses ("Objective-C
/// interoperability is disabled"), taken out as iOS code compiles here: `@objc`, `@objc(Name)`,
/// `@objcMembers` and `@nonobjc` become spaces of their width (so every line and column stays where
/// it was), and `#selector(method)` becomes `Selector("method")` (FoundationCompat's). Strings and
/// comments are left as they are; `dynamic` compiles on Linux as it is.
enum ObjectiveCAttributes {
    static func stripped(_ source: String) -> String {
        var result = ""
        var code = ""
        var scanner = Substring(source)
        func flush() {
            result += rewritten(code)
            code = ""
        }
        while let character = scanner.first {
            if scanner.hasPrefix("//") {
                flush()
                let end = scanner.firstIndex(of: "\n") ?? scanner.endIndex
                result += scanner[..<end]
                scanner = scanner[end...]
            } else if scanner.hasPrefix("/*") {
                flush()
                let end = blockCommentEnd(scanner)
                result += scanner[..<end]
                scanner = scanner[end...]
            } else if let end = stringEnd(scanner) {
                flush()
                result += scanner[..<end]
                scanner = scanner[end...]
            } else {
                code.append(character)
                scanner = scanner.dropFirst()
            }
        }
        flush()
        return result
    }

    /// A stretch of code with the attributes blanked and each `#selector(…)` a `Selector("…")`.
    static func rewritten(_ code: String) -> String {
        guard code.contains("objc") || code.contains("#selector") else { return code }
        var text = code.replacing(#/@(?:objcMembers|nonobjc)\b|@objc\b(?:[ \t]*\([^)\n]*\))?/#) { String(repeating: " ", count: $0.output.count) }
        text = text.replacing(#/#selector[ \t]*\((?<name>(?:[^()\n]|\([^()\n]*\))*)\)/#) { match in
            "Selector(\"\(match.output.name.trimmingCharacters(in: .whitespaces))\")"
        }
        return text
    }

    /// Where a block comment starting here ends (they nest in Swift).
    static func blockCommentEnd(_ text: Substring) -> Substring.Index {
        var depth = 0
        var index = text.startIndex
        while index < text.endIndex {
            let rest = text[index...]
            if rest.hasPrefix("/*") {
                depth += 1
                index = text.index(index, offsetBy: 2)
            } else if rest.hasPrefix("*/") {
                depth -= 1
                index = text.index(index, offsetBy: 2)
                if depth == 0 { return index }
            } else {
                index = text.index(after: index)
            }
        }
        return text.endIndex
    }

    /// Where a string literal starting here ends (`"…"`, `"""…"""`, `#"…"#`), or nil when none starts here.
    static func stringEnd(_ text: Substring) -> Substring.Index? {
        let hashes = text.prefix { $0 == "#" }.count
        let afterHashes = text.dropFirst(hashes)
        guard afterHashes.first == "\"" else { return nil }
        let multiline = afterHashes.hasPrefix("\"\"\"")
        let closing = (multiline ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes)
        var index = afterHashes.index(afterHashes.startIndex, offsetBy: multiline ? 3 : 1)
        while index < text.endIndex {
            let rest = text[index...]
            if hashes == 0, rest.first == "\\" {
                index = text.index(index, offsetBy: min(2, rest.count))
            } else if rest.hasPrefix(closing) {
                return text.index(index, offsetBy: closing.count)
            } else if !multiline, rest.first == "\n" {
                return index
            } else {
                index = text.index(after: index)
            }
        }
        return text.endIndex
    }
}
