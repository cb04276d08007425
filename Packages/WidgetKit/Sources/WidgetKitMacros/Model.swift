import Foundation

// SwiftData's `@Model`: a class whose stored properties are kept by a `ModelContext` in a store. Each
// stored `var` not marked `@Transient` gets `@_PersistedProperty` (a `let` without an initial value is
// kept as it is, saved from the object and set from the store's row); the class gets its backing data,
// its schema (the properties' names, key paths, `@Attribute` and `@Relationship` options), an
// initializer the context makes fetched objects with, and `PersistentModel`. `@_PersistedProperty`
// keeps the property's value in the backing data, with a placeholder peer `_NAME` that lets the
// class's own initializers assign it as a stored property. `@Attribute`, `@Relationship` and
// `@Transient` add nothing themselves: `@Model` reads them off the properties they mark.

/// What `@Model` says when it cannot make a model of what it is attached to.
struct ModelError: Error {
    let message: String
}

/// The persisted properties of a `@Model` class's body.
func persistedProperties(of model: SourceDeclaration) throws(ModelError) -> [SourceDeclaration] {
    guard model.keyword == "class", let body = model.body else {
        throw ModelError(message: "@Model applies to a class: make this a `final class`")
    }
    var persisted: [SourceDeclaration] = []
    for member in SourceDeclaration.read(body) where !member.isConditional && (member.isStoredInstanceVar || member.isUninitializedInstanceLet) {
        guard member.attribute("Transient", module: "SwiftData") == nil else { continue }
        guard member.bindings.count == 1, let binding = member.bindings.first else {
            let names = member.bindings.map(\.name).joined(separator: "', '")
            throw ModelError(message: "@Model needs one property per `\(member.keyword)`: declare '\(names)' each on a line of its own")
        }
        guard binding.type != nil else {
            throw ModelError(message: "@Model needs the type of '\(binding.name)' written out: `var \(binding.name): TYPE`")
        }
        persisted.append(member)
    }
    return persisted
}

/// `@Model`'s members: the backing data, the schema and the initializer for fetched objects.
func modelMembers(of model: SourceDeclaration) throws(ModelError) -> String {
    let type = model.name ?? ""
    var metadata: [String] = []
    var placeholders: [String] = []
    for property in try persistedProperties(of: model) {
        let name = property.bindings[0].name
        let attribute = property.attribute("Attribute", module: "SwiftData").map { "SwiftData.Schema.Attribute(\($0.arguments ?? ""))" } ?? "nil"
        let relationship = property.attribute("Relationship", module: "SwiftData").map { "SwiftData.Schema.Relationship(\($0.arguments ?? ""))" } ?? "nil"
        metadata.append(
            "SwiftData.Schema.PropertyMetadata(name: \"\(name)\", keypath: \\\(type).\(name), attribute: \(attribute), relationship: \(relationship))")
        // A `let` keeps its value itself: a fetched object's is read from the store's row.
        placeholders.append(property.keyword == "let"
            ? "self.\(name) = backingData.getValue(forKey: \"\(name)\")"
            : "_\(name) = SwiftData._PersistedPlaceholder()")
    }
    return """
        private var _$backingData = SwiftData.BackingData()

        public var persistentBackingData: SwiftData.BackingData { _$backingData }

        public static var schemaMetadata: [SwiftData.Schema.PropertyMetadata] {
            [\(metadata.map { "\n        " + $0 }.joined(separator: ","))
            ]
        }

        public required init(backingData: SwiftData.BackingData) {
            _$backingData = backingData
            \(placeholders.joined(separator: "\n    "))
        }
        """
}

/// The attribute `@Model` puts on one member: `@_PersistedProperty` on a stored `var` it keeps.
func modelMemberAttribute(of member: SourceDeclaration) -> String {
    guard member.isStoredInstanceVar, member.bindings.count == 1, member.bindings[0].type != nil,
        member.attribute("Transient", module: "SwiftData") == nil, member.attribute("_PersistedProperty", module: "SwiftData") == nil
    else { return "" }
    return "@SwiftData._PersistedProperty"
}

/// `@_PersistedProperty`'s accessors: the value lives in the backing data.
func persistedAccessors(of name: String) -> String {
    """
    @storageRestrictions(accesses: _$backingData, initializes: _\(name))
    init(initialValue) {
        _$backingData.setValue(forKey: "\(name)", to: initialValue)
        _\(name) = SwiftData._PersistedPlaceholder()
    }
    get {
        _$backingData.getValue(forKey: "\(name)")
    }
    set {
        _$backingData.setValue(forKey: "\(name)", to: newValue)
    }
    """
}

/// The answer to an expansion of `@Model` (`ModelMacro`), `@_PersistedProperty`
/// (`PersistedPropertyMacro`) or a marker (`MarkerMacro`).
func modelExpansion(of request: [String: Any], macro: String) -> [String: Any] {
    let syntax = request["declSyntax"] as? [String: Any]
    let declaration = SourceDeclaration.read((syntax?["source"] as? String) ?? "").first ?? SourceDeclaration()
    let role = request["macroRole"] as? String
    let name = declaration.bindings.count == 1 ? declaration.bindings[0].name : nil
    switch (macro, role) {
    case ("ModelMacro", "member"):
        do {
            return ["expandedSource": try modelMembers(of: declaration), "diagnostics": [Any]()]
        } catch {
            return ["expandedSource": NSNull(), "diagnostics": [diagnostic(error.message, at: request["attributeSyntax"] as? [String: Any])]]
        }
    case ("ModelMacro", "memberAttribute"):
        return ["expandedSource": modelMemberAttribute(of: declaration), "diagnostics": [Any]()]
    case ("ModelMacro", "extension"):
        let type = ((request["extendedTypeSyntax"] as? [String: Any])?["source"] as? String).map { String(trimmed(Substring($0))) }
        guard declaration.keyword == "class", let type else { break }
        return ["expandedSource": "extension \(type): SwiftData.PersistentModel {}", "diagnostics": [Any]()]
    case ("PersistedPropertyMacro", "accessor"):
        return ["expandedSource": name.map(persistedAccessors(of:)) ?? "", "diagnostics": [Any]()]
    case ("PersistedPropertyMacro", "peer"):
        return ["expandedSource": name.map { "private var _\($0): SwiftData._PersistedPlaceholder" } ?? "", "diagnostics": [Any]()]
    default:
        break
    }
    return ["expandedSource": "", "diagnostics": [Any]()]
}
