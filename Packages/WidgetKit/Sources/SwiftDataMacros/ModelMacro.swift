import SwiftSyntax
import SwiftSyntaxMacros

/// `@Model`: a class whose stored properties are kept by a `ModelContext` in a store. Each stored
/// `var` not marked `@Transient` gets `@_PersistedProperty` (a `let` without an initial value is kept
/// as it is, saved from the object and set from the store's row); the class gets its backing data, its
/// schema (the properties' names, key paths, `@Attribute` and `@Relationship` options), an
/// initializer the context makes fetched objects with, and `PersistentModel`.
public struct ModelMacro: MemberMacro, MemberAttributeMacro, ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax, conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let model = declaration.as(ClassDeclSyntax.self) else {
            throw MacroExpansionErrorMessage("@Model applies to a class: make this a `final class`")
        }
        let type = model.name.text
        let properties = ModelProperty.stored(in: model.memberBlock.members)
        var metadata: [String] = []
        var placeholders: [String] = []
        for property in properties where !property.isTransient {
            guard property.declaration.bindings.count == 1 else {
                throw MacroExpansionErrorMessage("@Model needs one property per `var`: declare '\(property.name)' on a line of its own")
            }
            guard property.binding.typeAnnotation != nil else {
                throw MacroExpansionErrorMessage(
                    "@Model needs the type of '\(property.name)' written out: `var \(property.name): TYPE`")
            }
            let attribute = property.arguments(of: "Attribute").map { "SwiftData.Schema.Attribute(\($0))" } ?? "nil"
            let relationship = property.arguments(of: "Relationship").map { "SwiftData.Schema.Relationship(\($0))" } ?? "nil"
            metadata.append(
                "SwiftData.Schema.PropertyMetadata(name: \"\(property.name)\", keypath: \\\(type).\(property.name), attribute: \(attribute), relationship: \(relationship))")
            // A `let` keeps its value itself: a fetched object's is read from the store's row.
            placeholders.append(property.isLet
                ? "self.\(property.name) = backingData.getValue(forKey: \"\(property.name)\")"
                : "_\(property.name) = SwiftData._PersistedPlaceholder()")
        }
        return [
            "private var _$backingData = SwiftData.BackingData()",
            "public var persistentBackingData: SwiftData.BackingData { _$backingData }",
            """
            public static var schemaMetadata: [SwiftData.Schema.PropertyMetadata] {
                [\(raw: metadata.map { "\n" + $0 }.joined(separator: ","))
                ]
            }
            """,
            """
            public required init(backingData: SwiftData.BackingData) {
                _$backingData = backingData
                \(raw: placeholders.joined(separator: "\n"))
            }
            """,
        ]
    }

    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax, providingAttributesFor member: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AttributeSyntax] {
        guard declaration.is(ClassDeclSyntax.self), let variable = member.as(VariableDeclSyntax.self),
            ModelProperty.isStoredInstanceVar(variable), ModelProperty.attribute("Transient", of: variable) == nil,
            ModelProperty.attribute("_PersistedProperty", of: variable) == nil, variable.bindings.count == 1,
            variable.bindings.first?.typeAnnotation != nil
        else { return [] }
        return ["@SwiftData._PersistedProperty"]
    }

    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax, providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard declaration.is(ClassDeclSyntax.self) else { return [] }
        return [try ExtensionDeclSyntax("extension \(type.trimmed): SwiftData.PersistentModel {}")]
    }
}
