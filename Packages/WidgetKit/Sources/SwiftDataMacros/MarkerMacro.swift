import SwiftSyntax
import SwiftSyntaxMacros

/// `@Attribute`, `@Relationship` and `@Transient`: they add nothing themselves; `@Model` reads them
/// off the properties they mark.
public struct MarkerMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] { [] }
}
