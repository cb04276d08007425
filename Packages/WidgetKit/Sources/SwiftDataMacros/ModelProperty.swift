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

    /// The stored instance `var`s of a class body: not static, not computed, not `let`.
    static func stored(in members: MemberBlockItemListSyntax) -> [ModelProperty] {
        var found: [ModelProperty] = []
        for member in members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), isStoredInstanceVar(variable) else { continue }
            for binding in variable.bindings {
                guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
                found.append(ModelProperty(name: identifier.identifier.trimmedDescription, binding: binding, declaration: variable))
            }
        }
        return found
    }

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
