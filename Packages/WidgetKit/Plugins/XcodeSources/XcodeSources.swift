import Foundation
import PackagePlugin

/// Compiles the Swift files an Xcode target compiles, where they are, as iOS sees them: each file
/// `xcode-sources/TARGET.txt` (beside the package's manifest, one path a line, relative to the package)
/// names is rewritten by `XcodeSourceRewriter` into the build, again whenever it changes, with `#if
/// os(iOS)` holding on Linux too and a `#sourceLocation` of its own path (errors and debug information
/// name the project's file and line). A SiriKit intent definition listed there becomes the classes
/// Xcode generates from it; a Core Data model listed there is left to `CoreDataCodegen`. The target's
/// asset catalogs listed there become the asset symbols Xcode generates from them (`ColorResource.brand`,
/// and `Color.brand` where the list says `asset symbol extensions`), again whenever one of their sets
/// is added, renamed or removed.
@main
struct XcodeSources: BuildToolPlugin {
    static let leftOut = "left out: "
    static let catalog = "asset catalog: "
    static let extensions = "asset symbol extensions"

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let list = context.package.directoryURL.appending(path: "xcode-sources/\(target.name).txt")
        let output = context.pluginWorkDirectoryURL.appending(path: "Files")
        let rewriter = try context.tool(named: "XcodeSourceRewriter").url
        // A Core Data model listed there is CoreDataCodegen's to compile; a line `left out: NAME` names a
        // widget the port left out, whose line in a `WidgetBundle` is blanked.
        let lines = try String(contentsOf: list, encoding: .utf8).split(separator: "\n").map(String.init)
        let leftOut = lines.filter { $0.hasPrefix(Self.leftOut) }.map { String($0.dropFirst(Self.leftOut.count)) }
        let catalogs = lines.filter { $0.hasPrefix(Self.catalog) }.map {
            context.package.directoryURL.appending(path: String($0.dropFirst(Self.catalog.count))).resolvingSymlinksInPath()
        }
        let paths = lines.filter {
            !$0.isEmpty && !$0.hasSuffix(".xcdatamodeld") && !$0.hasPrefix(Self.leftOut) && !$0.hasPrefix(Self.catalog) && $0 != Self.extensions
        }
        let symbols = catalogs.isEmpty ? [] : [assetSymbols(catalogs, extensions: lines.contains(Self.extensions), rewriter: rewriter, list: list, output: output)]
        return symbols + paths.enumerated().map { index, path in
            let file = context.package.directoryURL.appending(path: path).resolvingSymlinksInPath()
            // One output a file, numbered: two files of one name in different folders both compile.
            let destination = output.appending(path: "\(index)-\(file.deletingPathExtension().lastPathComponent).swift")
            return .buildCommand(
                displayName: "Reading \(file.lastPathComponent) of the Xcode target", executable: rewriter,
                arguments: [file.path, destination.path] + leftOut, inputFiles: [file, list], outputFiles: [destination])
        }
    }

    /// The command that writes the catalogs' asset symbols. Its inputs are the catalogs and their
    /// folders, whose times change when a set in them is added, renamed or removed.
    private func assetSymbols(_ catalogs: [URL], extensions: Bool, rewriter: URL, list: URL, output: URL) -> Command {
        var folders: [URL] = []
        for catalog in catalogs {
            folders.append(catalog)
            let walker = FileManager.default.enumerator(at: catalog, includingPropertiesForKeys: [.isDirectoryKey])
            while let item = walker?.nextObject() as? URL {
                guard (try? item.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true else { continue }
                if ["colorset", "imageset"].contains(item.pathExtension) { walker?.skipDescendants() } else { folders.append(item) }
            }
        }
        let destination = output.appending(path: "GeneratedAssetSymbols.swift")
        return .buildCommand(
            displayName: "Generating the asset symbols of the Xcode target's catalogs", executable: rewriter,
            arguments: ["--asset-symbols", destination.path] + (extensions ? ["--extensions"] : []) + catalogs.map(\.path),
            inputFiles: folders + [list], outputFiles: [destination])
    }
}
