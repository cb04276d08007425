import Foundation

// SwiftUI's `@Entry`, attached to a property in an extension of `EnvironmentValues`:
//
//     extension EnvironmentValues {
//         @Entry var accent: Color = .blue
//     }
//
// As an accessor macro it gives the property a getter and a setter that read and write
// `self[__Key_accent.self]`; as a peer macro it declares that key, an `EnvironmentKey` whose default
// is the property's initial value (`nil` for an optional type without one). The declaration's text is
// read here, without swift-syntax: attributes and modifiers, `var`, the name, an optional type
// annotation and the initial value to the end, which may span lines.

/// A property `@Entry` is attached to.
struct EntryDeclaration {
    var name: String
    /// The type as written; nil where the initial value gives it.
    var type: String?
    /// The initial value as written; nil where the type is optional and it has none.
    var initialValue: String?

    /// The key type's name, as Apple's macro names it (`prefixed(__Key_)`).
    var keyName: String { "__Key_" + name.filter { $0 != "`" } }

    /// Reads `[attributes] [modifiers] var name[: Type][ = value]`; a message saying what is wrong
    /// with it otherwise.
    static func parse(_ source: Substring) -> Result<EntryDeclaration, EntryError> {
        var rest = withoutLeadingTrivia(source)
        // Attributes, each with its arguments: `@Entry`, `@available(iOS 18, *)`.
        while rest.first == "@" {
            rest = rest.dropFirst().drop { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
            let afterName = withoutLeadingTrivia(rest)
            if afterName.first == "(" { rest = afterName.dropFirst(balancedLength(of: afterName)) }
            rest = withoutLeadingTrivia(rest)
        }
        // Modifiers (`public`, `private(set)`, `nonisolated`), then the introducer.
        while true {
            let word = rest.prefix { $0.isLetter }
            rest = withoutLeadingTrivia(rest.dropFirst(word.count))
            if word == "var" { break }
            if word == "let" {
                return .failure(EntryError("'@Entry' needs a 'var': write 'var' for 'let' (the entry is read and set)"))
            }
            guard !word.isEmpty else {
                return .failure(EntryError("'@Entry' is attached to a property: write '@Entry var name: Type = default'"))
            }
            if rest.first == "(" { rest = withoutLeadingTrivia(rest.dropFirst(balancedLength(of: rest))) }
        }
        // The name, plain or in backticks.
        let name: Substring
        if rest.first == "`", let close = rest.dropFirst().firstIndex(of: "`") {
            name = rest[...close]
        } else {
            name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        }
        guard !name.isEmpty else { return .failure(EntryError("'@Entry' is attached to a property with no name: write '@Entry var name: Type = default'")) }
        rest = withoutLeadingTrivia(rest.dropFirst(name.count))
        var type: Substring?
        if rest.first == ":" {
            let annotation = rest.dropFirst()
            let end = topLevelEquals(in: annotation) ?? annotation.endIndex
            type = trimmed(annotation[..<end])
            rest = annotation[end...]
        }
        var initialValue: Substring?
        if rest.first == "=" { initialValue = trimmed(rest.dropFirst()) }
        if let type, type.isEmpty { return .failure(EntryError("'@Entry var \(name):' has no type after its colon")) }
        if initialValue?.isEmpty == true { return .failure(EntryError("'@Entry var \(name) =' has no value after its '='")) }
        if type == nil, initialValue == nil {
            return .failure(EntryError("'@Entry var \(name)' has neither a type nor a default value: write '@Entry var \(name): Type = default'"))
        }
        if let type, initialValue == nil, !(type.hasSuffix("?") || type.hasPrefix("Optional<")) {
            return .failure(EntryError("'@Entry var \(name): \(type)' has no default value: give it one ('= …'), or make its type optional ('\(type)?') for nil"))
        }
        return .success(EntryDeclaration(name: String(name), type: type.map(String.init), initialValue: initialValue.map(String.init)))
    }

    /// The getter and setter (the accessor role).
    var accessors: String {
        """
        get {
            self[\(keyName).self]
        }
        set {
            self[\(keyName).self] = newValue
        }
        """
    }

    /// The key (the peer role). A written type makes the default a computed property, as Apple's
    /// does, so a value of a type that is not `Sendable` is made where it is read; a type the value
    /// gives makes it a constant.
    func key(_ protocolName: String) -> String {
        guard let type else {
            return """
                private struct \(keyName): \(protocolName) {
                    static let defaultValue = \(initialValue ?? "nil")
                }
                """
        }
        return """
            private struct \(keyName): \(protocolName) {
                typealias Value = \(type)
                static var defaultValue: Value {
                    \(initialValue ?? "nil")
                }
            }
            """
    }
}

/// What is wrong with the property `@Entry` is attached to, said where it is.
struct EntryError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}

/// The key protocol of the type an `@Entry` property extends: `EnvironmentValues` has one here;
/// SwiftUI's `Transaction`, `FocusedValues` and `ContainerValues` are not in this SDK.
func entryKeyProtocol(extending type: String?) -> Result<String, EntryError> {
    switch type.map({ $0.hasPrefix("SwiftUI.") ? String($0.dropFirst("SwiftUI.".count)) : $0 }) {
    case "EnvironmentValues"?, nil:
        return .success("SwiftUI.EnvironmentKey")
    case let other?:
        return .failure(EntryError("'@Entry' makes entries of EnvironmentValues here, not of \(other): declare it in 'extension EnvironmentValues', or a custom key of your own"))
    }
}

/// The type an extension in a macro's lexical context extends (`extension EnvironmentValues {`).
func extendedType(in lexicalContext: [Any]) -> String? {
    for case let node as [String: Any] in lexicalContext {
        guard let source = node["source"] as? String else { continue }
        var rest = withoutLeadingTrivia(Substring(source))
        while rest.first == "@" || rest.hasPrefix("public ") || rest.hasPrefix("private ") || rest.hasPrefix("fileprivate ")
            || rest.hasPrefix("internal ") || rest.hasPrefix("package ")
        {
            rest = withoutLeadingTrivia(rest.drop { !$0.isWhitespace })
        }
        guard rest.hasPrefix("extension") else { continue }
        let name = withoutLeadingTrivia(rest.dropFirst("extension".count)).prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        return String(name)
    }
    return nil
}

/// The length of the bracketed text `text` starts with (its opening bracket to its closing one),
/// skipping string literals; the whole text where it is not closed.
func balancedLength(of text: Substring) -> Int {
    var depth = 0
    var inString = false
    var previous: Character = " "
    for (offset, character) in text.enumerated() {
        defer { previous = character }
        if inString {
            if character == "\"", previous != "\\" { inString = false }
            continue
        }
        switch character {
        case "\"": inString = true
        case "(", "[", "{": depth += 1
        case ")", "]", "}":
            depth -= 1
            if depth == 0 { return offset + 1 }
        default: break
        }
    }
    return text.count
}

/// Where a type annotation ends: its first `=` outside brackets, angle brackets and strings.
func topLevelEquals(in text: Substring) -> Substring.Index? {
    var depth = 0
    var previous: Character = " "
    for index in text.indices {
        let character = text[index]
        defer { previous = character }
        switch character {
        case "(", "[", "<": depth += 1
        case ")", "]": depth -= 1
        case ">" where previous != "-": depth -= 1
        case "=" where depth == 0: return index
        default: break
        }
    }
    return nil
}

/// The text without the spaces and newlines around it.
func trimmed(_ text: Substring) -> Substring {
    let start = text.drop { $0.isWhitespace }
    return start[..<(start.lastIndex { !$0.isWhitespace }.map { start.index(after: $0) } ?? start.startIndex)]
}

/// The answer to an `@Entry` expansion: its source, or an error at the declaration.
func entryExpansion(of request: [String: Any]) -> [String: Any] {
    let syntax = request["declSyntax"] as? [String: Any]
    let source = Substring((syntax?["source"] as? String) ?? "")
    let parsed = EntryDeclaration.parse(source).flatMap { declaration in
        entryKeyProtocol(extending: extendedType(in: request["lexicalContext"] as? [Any] ?? [])).map { (declaration, $0) }
    }
    switch parsed {
    case .success(let (declaration, keyProtocol)):
        let expanded = request["macroRole"] as? String == "accessor" ? declaration.accessors : declaration.key(keyProtocol)
        return ["expandedSource": expanded, "diagnostics": [Any]()]
    case .failure(let error):
        // The error once, at the accessor role; the peer adds nothing.
        guard request["macroRole"] as? String == "accessor" else { return ["expandedSource": "", "diagnostics": [Any]()] }
        return ["expandedSource": NSNull(), "diagnostics": [diagnostic(error.message, at: syntax)]]
    }
}
