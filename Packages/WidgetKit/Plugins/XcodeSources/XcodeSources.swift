import Foundation
import PackagePlugin

/// Compiles the Swift files an Xcode target compiles, where they are, as iOS sees them: each file
/// `xcode-sources/TARGET.txt` (beside the package's manifest, one path a line, relative to the package)
/// names is rewritten by `XcodeSourceRewriter` into the build, again whenever it changes, with `#if
/// os(iOS)` holding on Linux too and a `#sourceLocation` of its own path (errors and debug information
/// name the project's file and line). A SiriKit intent definition listed there becomes the classes
/// Xcode generates from it; a Core Data model listed there is left to `CoreDataCodegen`.
@main
struct XcodeSources: BuildToolPlugin {
    static let leftOut = "left out: "

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let list = context.package.directoryURL.appending(path: "xcode-sources/\(target.name).txt")
        let output = context.pluginWorkDirectoryURL.appending(path: "Files")
        let rewriter = try context.tool(named: "XcodeSourceRewriter").url
        // A Core Data model listed there is CoreDataCodegen's to compile; a line `left out: NAME` names a
        // widget the port left out, whose line in a `WidgetBundle` is blanked.
        let lines = try String(contentsOf: list, encoding: .utf8).split(separator: "\n").map(String.init)
        let leftOut = lines.filter { $0.hasPrefix(Self.leftOut) }.map { String($0.dropFirst(Self.leftOut.count)) }
        let paths = lines.filter { !$0.isEmpty && !$0.hasSuffix(".xcdatamodeld") && !$0.hasPrefix(Self.leftOut) }
        return paths.enumerated().map { index, path in
            let file = context.package.directoryURL.appending(path: path).resolvingSymlinksInPath()
            // One output a file, numbered: two files of one name in different folders both compile.
            let destination = output.appending(path: "\(index)-\(file.deletingPathExtension().lastPathComponent).swift")
            return .buildCommand(
                displayName: "Reading \(file.lastPathComponent) of the Xcode target", executable: rewriter,
                arguments: [file.path, destination.path] + leftOut, inputFiles: [file, list], outputFiles: [destination])
        }
    }
}
