import Foundation

/// Reads a predicate format (`title CONTAINS[cd] %@ AND priority > 2`) with its arguments into a
/// ``PredicateTree``. Keywords are case-insensitive, as Apple's; `%@ %K %d %i %ld %lld %u %lu %f %lf %g %s %S %c`
/// take the next argument; `$name` variables are refused.
struct PredicateParser {
    /// The deepest nesting of parentheses and NOTs a format may have.
    static let maximumDepth = 100

    private let format: String
    private let characters: [Character]
    private var position = 0
    private var arguments: [Any?]
    private var nextArgument = 0
    private var depth = 0

    init(format: String, arguments: [Any?]) {
        self.format = format
        characters = Array(format)
        self.arguments = arguments
    }

    mutating func parse() throws(NSPredicateFormatError) -> PredicateTree {
        let tree = try parseOr()
        skipSpaces()
        guard position == characters.count else { throw failure("unexpected '\(characters[position])'") }
        return tree
    }

    private func failure(_ reason: String, at where: Int? = nil) -> NSPredicateFormatError {
        NSPredicateFormatError(format: format, position: `where` ?? position, reason: reason)
    }

    private mutating func skipSpaces() {
        while position < characters.count, characters[position].isWhitespace { position += 1 }
    }

    /// Consumes a keyword (a whole word, any case) or symbol.
    private mutating func take(_ word: String) -> Bool {
        skipSpaces()
        let letters = Array(word)
        guard position + letters.count <= characters.count else { return false }
        for (offset, letter) in letters.enumerated() where characters[position + offset].uppercased() != letter.uppercased() { return false }
        if letters.last!.isLetter, position + letters.count < characters.count {
            let after = characters[position + letters.count]
            if after.isLetter || after.isNumber || after == "_" { return false }
        }
        position += letters.count
        return true
    }

    private mutating func enter() throws(NSPredicateFormatError) {
        depth += 1
        if depth > Self.maximumDepth { throw failure("the predicate nests deeper than \(Self.maximumDepth) levels") }
    }

    private mutating func parseOr() throws(NSPredicateFormatError) -> PredicateTree {
        var parts = [try parseAnd()]
        while take("||") || take("OR") { parts.append(try parseAnd()) }
        return parts.count == 1 ? parts[0] : .or(parts)
    }

    private mutating func parseAnd() throws(NSPredicateFormatError) -> PredicateTree {
        var parts = [try parseNot()]
        while take("&&") || take("AND") { parts.append(try parseNot()) }
        return parts.count == 1 ? parts[0] : .and(parts)
    }

    private mutating func parseNot() throws(NSPredicateFormatError) -> PredicateTree {
        skipSpaces()
        if position + 1 < characters.count, characters[position] == "!", characters[position + 1] != "=" {
            position += 1
            try enter()
            defer { depth -= 1 }
            return .not(try parseNot())
        }
        if take("NOT") {
            try enter()
            defer { depth -= 1 }
            return .not(try parseNot())
        }
        return try parsePrimary()
    }

    private mutating func parsePrimary() throws(NSPredicateFormatError) -> PredicateTree {
        skipSpaces()
        let start = position
        if position < characters.count, characters[position] == "(" {
            // A parenthesized predicate, unless it turns out to be an expression (rare: not supported).
            position += 1
            try enter()
            defer { depth -= 1 }
            let inner = try parseOr()
            skipSpaces()
            guard position < characters.count, characters[position] == ")" else { throw failure("')' expected to close the '(' at position \(start)") }
            position += 1
            return inner
        }
        if take("TRUEPREDICATE") { return .constant(true) }
        if take("FALSEPREDICATE") { return .constant(false) }
        return .comparison(try parseComparison())
    }

    private mutating func parseComparison() throws(NSPredicateFormatError) -> PredicateTree.Comparison {
        var modifier = PredicateTree.Modifier.direct
        if take("ANY") || take("SOME") {
            modifier = .any
        } else if take("ALL") {
            modifier = .all
        } else if take("NONE") {
            modifier = .none
        }
        let left = try parseExpression()
        skipSpaces()
        let operatorStart = position
        guard let op = parseOperator() else {
            throw failure(position < characters.count ? "a comparison operator (==, <, CONTAINS, IN…) expected" : "a comparison operator expected, the format ended", at: operatorStart)
        }
        var comparison = PredicateTree.Comparison(modifier: modifier, left: left, op: op, right: .constant(nil))
        skipSpaces()
        if position < characters.count, characters[position] == "[" {
            let optionsStart = position
            position += 1
            while position < characters.count, characters[position] != "]" {
                switch characters[position].lowercased() {
                case "c": comparison.caseInsensitive = true
                case "d": comparison.diacriticInsensitive = true
                case "n", "l": break
                default: throw failure("unknown comparison option '\(characters[position])' (c, d, n and l are known)")
                }
                position += 1
            }
            guard position < characters.count else { throw failure("']' expected to close the options at position \(optionsStart)") }
            position += 1
        }
        comparison.right = try parseExpression()
        if op == .between {
            guard case .list(let bounds) = comparison.right, bounds.count == 2 else {
                if case .constant(let value) = comparison.right, let array = value as? [Any], array.count == 2 {
                    comparison.right = .list(array.map { .constant($0) })
                    return comparison
                }
                throw failure("BETWEEN takes two bounds, as {1, 5}", at: operatorStart)
            }
        }
        return comparison
    }

    private mutating func parseOperator() -> PredicateTree.Operator? {
        let symbols: [(String, PredicateTree.Operator)] = [
            ("==", .equal), ("!=", .notEqual), ("<>", .notEqual), ("<=", .lessOrEqual), ("=<", .lessOrEqual), (">=", .greaterOrEqual),
            ("=>", .greaterOrEqual), ("=", .equal), ("<", .less), (">", .greater),
        ]
        for (symbol, op) in symbols where take(symbol) { return op }
        let words: [(String, PredicateTree.Operator)] = [
            ("CONTAINS", .contains), ("BEGINSWITH", .beginsWith), ("ENDSWITH", .endsWith), ("LIKE", .like), ("MATCHES", .matches),
            ("IN", .in), ("BETWEEN", .between),
        ]
        for (word, op) in words where take(word) { return op }
        return nil
    }

    private mutating func parseExpression() throws(NSPredicateFormatError) -> PredicateTree.Expression {
        skipSpaces()
        guard position < characters.count else { throw failure("a value or key path expected, the format ended") }
        let start = position
        let character = characters[position]
        if character == "%" {
            position += 1
            var specifier = ""
            while position < characters.count, characters[position].isLetter || characters[position] == "@" {
                specifier.append(characters[position])
                position += 1
                if specifier.last == "@" || (specifier.last.map { "KdiufgscSxXoeE".contains($0) } ?? false) { break }
            }
            guard nextArgument < arguments.count else {
                throw failure("'%\(specifier)' has no argument (\(arguments.count) given)", at: start)
            }
            let argument = arguments[nextArgument]
            nextArgument += 1
            switch specifier {
            case "K":
                guard let key = argument as? String else { throw failure("'%K' takes a key name (a String)", at: start) }
                return .keyPath(key)
            case "@", "d", "i", "ld", "lld", "u", "lu", "llu", "f", "lf", "g", "s", "S", "c", "hd", "hi", "x", "X", "o", "e", "E":
                if let array = argument as? [Any] { return .constant(array) }
                return .constant(argument)
            default: throw failure("unknown format specifier '%\(specifier)'", at: start)
            }
        }
        if character == "\"" || character == "'" {
            position += 1
            var text = ""
            while position < characters.count, characters[position] != character {
                if characters[position] == "\\", position + 1 < characters.count {
                    position += 1
                    let escaped = characters[position]
                    text.append(escaped == "n" ? "\n" : escaped == "t" ? "\t" : escaped)
                } else {
                    text.append(characters[position])
                }
                position += 1
            }
            guard position < characters.count else { throw failure("the string opened at position \(start) is not closed", at: start) }
            position += 1
            return .constant(text)
        }
        if character == "{" {
            position += 1
            try enter()
            defer { depth -= 1 }
            var items: [PredicateTree.Expression] = []
            skipSpaces()
            if position < characters.count, characters[position] == "}" {
                position += 1
                return .list([])
            }
            while true {
                items.append(try parseExpression())
                skipSpaces()
                guard position < characters.count else { throw failure("'}' expected to close the '{' at position \(start)") }
                if characters[position] == "," { position += 1; continue }
                if characters[position] == "}" { position += 1; break }
                throw failure("',' or '}' expected in the list opened at position \(start)")
            }
            return .list(items)
        }
        if character.isNumber || ((character == "-" || character == "+") && position + 1 < characters.count && characters[position + 1].isNumber) {
            var text = String(character)
            position += 1
            while position < characters.count, characters[position].isNumber || characters[position] == "." || characters[position] == "e" || characters[position] == "E" {
                text.append(characters[position])
                position += 1
            }
            if let integer = Int64(text) { return .constant(integer) }
            if let real = Double(text) { return .constant(real) }
            throw failure("'\(text)' is not a number", at: start)
        }
        if character == "$" { throw failure("variables ($name) are not supported; pass the value with %@") }
        if character.isLetter || character == "_" || character == "@" || character == "#" {
            var path = ""
            while position < characters.count {
                let next = characters[position]
                guard next.isLetter || next.isNumber || next == "_" || next == "." || next == "@" || next == "#" else { break }
                if next != "#" { path.append(next) }
                position += 1
            }
            switch path.uppercased() {
            case "NIL", "NULL": return .constant(nil)
            case "TRUE", "YES": return .constant(true)
            case "FALSE", "NO": return .constant(false)
            case "SELF": return .evaluatedObject
            default:
                if path.hasSuffix(".") || path.contains("..") { throw failure("the key path '\(path)' is incomplete", at: start) }
                if path.hasPrefix("SELF.") || path.hasPrefix("self.") { path.removeFirst(5) }
                return .keyPath(path)
            }
        }
        throw failure("unexpected '\(character)'")
    }
}
