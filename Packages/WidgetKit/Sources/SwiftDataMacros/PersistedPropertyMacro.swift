import SwiftSyntax
import SwiftSyntaxMacros

/// What `@Model` puts on each persisted property: its value lives in the model's backing data (what
/// the context saves and fetches), and a placeholder peer `_NAME` lets the class's own initializers
/// assign it as a stored property.
public struct PersistedPropertyMacro: AccessorMacro, PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        guard let name = propertyName(of: declaration) else { return [] }
        return [
            """
            @storageRestrictions(accesses: _$backingData, initializes: _\(raw: name))
            init(initialValue) {
                _$backingData.setValue(forKey: "\(raw: name)", to: initialValue)
                _\(raw: name) = SwiftData._PersistedPlaceholder()
            }
            """,
            """
            get {
                _$backingData.getValue(forKey: "\(raw: name)")
            }
            """,
            """
            set {
                _$backingData.setValue(forKey: "\(raw: name)", to: newValue)
            }
            """,
        ]
    }

    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let name = propertyName(of: declaration) else { return [] }
        return ["private var _\(raw: name): SwiftData._PersistedPlaceholder"]
    }

    private static func propertyName(of declaration: some DeclSyntaxProtocol) -> String? {
        guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindings.count == 1,
            let identifier = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)
        else { return nil }
        return identifier.identifier.trimmedDescription
    }
}
