import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxMacros

/// Xcode's `#Preview(as:widget:timeline:)`: its arguments are type-checked like any code, and it
/// adds nothing to the bundle (`widgets snapshot` and `widgets run --watch` are the previews here).
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}

@main
struct WidgetKitMacros: CompilerPlugin {
    let providingMacros: [Macro.Type] = [PreviewMacro.self]
}
