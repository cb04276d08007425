import SwiftSyntax

/// A stored property of a `@Model` class, as `@Model` sees it in the source.
struct ModelProperty {
    let name: String
    let binding: PatternBindingSyntax
    let declaration: VariableDeclSyntax

    /// The property's attributes named `name` (`Attribute`, `Relationship`, `Transient`), with or
    /// without the `SwiftData.` module prefix.
    static func attribute(_ name: String, of declaration: VariableDeclSyntax) -> AttributeSyntax? {
        for element in declaration.attributes {
            guard let attribute = element.as(AttributeSyntax.self) else { continue }
            let written = attribute.attributeName.trimmedDescription
            if written == name || written == "SwiftData.\(name)" { return attribute }
        }
        return nil
    }

    var isTransient: Bool { Self.attribute("Transient", of: declaration) != nil }

    /// The arguments of `@Attribute(…)` or `@Relationship(…)`, as written.
    func arguments(of attribute: String) -> String? {
        guard let found = Self.attribute(attribute, of: declaration) else { return nil }
        return found.arguments?.trimmedDescription ?? ""
    }

    /// The stored instance properties of a class body: its `var`s, not static, not computed, and its
    /// `let`s without an initial value (which the model's initializer for fetched objects sets).
    static func stored(in members: MemberBlockItemListSyntax) -> [ModelProperty] {
        var found: [ModelProperty] = []
        for member in members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), isStoredInstanceVar(variable) || isPersistedLet(variable) else { continue }
            for binding in variable.bindings {
                guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
                found.append(ModelProperty(name: identifier.identifier.trimmedDescription, binding: binding, declaration: variable))
            }
        }
        return found
    }

    /// Whether this is an instance `let` without an initial value: a constant the store keeps.
    static func isPersistedLet(_ variable: VariableDeclSyntax) -> Bool {
        variable.bindingSpecifier.tokenKind == .keyword(.let) && variable.bindings.allSatisfy { $0.initializer == nil }
            && !variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }

    var isLet: Bool { declaration.bindingSpecifier.tokenKind == .keyword(.let) }

    static func isStoredInstanceVar(_ variable: VariableDeclSyntax) -> Bool {
        guard variable.bindingSpecifier.tokenKind == .keyword(.var) else { return false }
        for modifier in variable.modifiers {
            switch modifier.name.tokenKind {
            case .keyword(.static), .keyword(.class), .keyword(.lazy): return false
            default: continue
            }
        }
        for binding in variable.bindings {
            guard let accessors = binding.accessorBlock else { continue }
            switch accessors.accessors {
            case .getter: return false
            case .accessors(let list):
                for accessor in list {
                    let kind = accessor.accessorSpecifier.tokenKind
                    if kind != .keyword(.willSet) && kind != .keyword(.didSet) { return false }
                }
            }
        }
        return true
    }
}
