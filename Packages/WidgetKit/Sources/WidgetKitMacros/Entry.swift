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
// read by `SourceDeclaration`, as `@Model`'s is, without swift-syntax: attributes and modifiers,
// `var`, the name, an optional type annotation and the initial value, which may span lines.

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
        guard let declaration = SourceDeclaration.read(source).first, ["var", "let"].contains(declaration.keyword) else {
            return .failure(EntryError("'@Entry' is attached to a property: write '@Entry var name: Type = default'"))
        }
        guard declaration.keyword == "var" else {
            return .failure(EntryError("'@Entry' needs a 'var': write 'var' for 'let' (the entry is read and set)"))
        }
        guard let binding = declaration.bindings.first else {
            return .failure(EntryError("'@Entry' is attached to a property with no name: write '@Entry var name: Type = default'"))
        }
        let name = binding.name
        if let type = binding.type, type.isEmpty { return .failure(EntryError("'@Entry var \(name):' has no type after its colon")) }
        if binding.value?.isEmpty == true { return .failure(EntryError("'@Entry var \(name) =' has no value after its '='")) }
        if binding.type == nil, binding.value == nil {
            return .failure(EntryError("'@Entry var \(name)' has neither a type nor a default value: write '@Entry var \(name): Type = default'"))
        }
        if let type = binding.type, binding.value == nil, !(type.hasSuffix("?") || type.hasPrefix("Optional<")) {
            return .failure(EntryError("'@Entry var \(name): \(type)' has no default value: give it one ('= …'), or make its type optional ('\(type)?') for nil"))
        }
        return .success(EntryDeclaration(name: name, type: binding.type, initialValue: binding.value))
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
    /// does, so a value of a type that is not `Sendable` is made where it is read. A type the value
    /// gives makes it a stored property made once, `nonisolated(unsafe)` so that a value that is not
    /// `Sendable` (`DateFormatter()`) compiles in the Swift 6 language mode, where a shared static
    /// must be; a `var`, which that does not warn about where the value is `Sendable`, as it would
    /// about a `let`.
    func key(_ protocolName: String) -> String {
        guard let type else {
            return """
                private struct \(keyName): \(protocolName) {
                    nonisolated(unsafe) static var defaultValue = \(initialValue ?? "nil")
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
        guard let source = node["source"] as? String, let declaration = SourceDeclaration.read(source).first,
            declaration.keyword == "extension"
        else { continue }
        return declaration.name
    }
    return nil
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
