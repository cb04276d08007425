import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The macros of `import SwiftData`: `@Model` and the markers it reads.
@main
struct SwiftDataMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [ModelMacro.self, PersistedPropertyMacro.self, MarkerMacro.self]
}
