import Foundation
import PackagePlugin

/// Makes every file of the target see Foundation as on Apple's platforms: it writes one source file
/// that imports `FoundationCompat` for the whole module, so a file with `import Foundation` alone
/// finds `URLSession`, `XMLParser`, `UserDefaults.value(forKey:)` and `DispatchSerialQueue`.
@main
struct FoundationImports: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let source = context.pluginWorkDirectoryURL.appending(path: "FoundationImports.swift")
        return [
            .buildCommand(
                displayName: "Importing Foundation as on Apple's platforms into \(target.name)",
                executable: URL(filePath: "/bin/sh"),
                arguments: ["-c", "printf '@_exported import FoundationCompat\\n' > \"$0\"", source.path],
                outputFiles: [source])
        ]
    }
}
