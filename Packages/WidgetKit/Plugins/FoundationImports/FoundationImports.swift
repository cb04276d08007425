import Foundation
import PackagePlugin

/// Makes every file of the target see Foundation as on Apple's platforms: it writes one source file
/// that imports `FoundationCompat` for the whole module, so a file with `import Foundation` alone
/// finds `UserDefaults.value(forKey:)` and `DispatchSerialQueue`; and, where the target's files name
/// them, FoundationNetworking (`URLSession`) and FoundationXML (`XMLParser`), which Linux keeps apart.
/// Those two are imported only where used: each loads some thirty libraries into a worker as it starts.
/// The files are read by the build step itself, so an edit that starts using `URLSession` reruns it.
@main
struct FoundationImports: BuildToolPlugin {
    /// Names that live in FoundationNetworking on Linux.
    static let networking = "URLSession|URLRequest|URLResponse|URLProtocol|URLCache|URLCredential|URLProtectionSpace|URLAuthenticationChallenge|HTTPCookie"
    /// Names that live in FoundationXML on Linux.
    static let xml = "XMLParser|XMLDocument|XMLElement|XMLNode|XMLDTD"

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let source = context.pluginWorkDirectoryURL.appending(path: "FoundationImports.swift")
        let files = ownFiles(target) + xcodeSources(context: context, target: target)
        // $0 is the output, the rest the files read; grep is never handed no file (it would read stdin).
        let script = """
            out=$0
            {
              printf '@_exported import FoundationCompat\\n'
              if [ $# -gt 0 ] && grep -qsE '\(Self.networking)' "$@"; then
                printf '#if canImport(FoundationNetworking)\\n@_exported import FoundationNetworking\\n#endif\\n'
              fi
              if [ $# -gt 0 ] && grep -qsE '\(Self.xml)' "$@"; then
                printf '#if canImport(FoundationXML)\\n@_exported import FoundationXML\\n#endif\\n'
              fi
            } > "$out"
            """
        return [
            .buildCommand(
                displayName: "Importing Foundation as on Apple's platforms into \(target.name)",
                executable: URL(filePath: "/bin/sh"),
                arguments: ["-c", script, source.path] + files.map(\.path),
                inputFiles: files,
                outputFiles: [source])
        ]
    }

    /// The target's own Swift files.
    private func ownFiles(_ target: Target) -> [URL] {
        target.sourceModule?.sourceFiles(withSuffix: "swift").map(\.url) ?? []
    }

    /// The Swift files a ported target compiles from its Xcode project (`xcode-sources/TARGET.txt`).
    private func xcodeSources(context: PluginContext, target: Target) -> [URL] {
        let list = context.package.directoryURL.appending(path: "xcode-sources/\(target.name).txt")
        guard let text = try? String(contentsOf: list, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").filter { $0.hasSuffix(".swift") }.map {
            context.package.directoryURL.appending(path: String($0)).resolvingSymlinksInPath()
        }
    }
}
