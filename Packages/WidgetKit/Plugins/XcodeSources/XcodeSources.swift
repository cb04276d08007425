import Foundation
import PackagePlugin

/// Compiles the Swift files an Xcode target compiles, where they are, as iOS sees them: the files
/// `xcode-sources/TARGET.txt` (beside the package's manifest, one path a line, relative to the package)
/// names are read at every build, and `#if os(iOS)` holds on Linux too (it becomes `os(iOS) || os(Linux)`),
/// so the iOS branch of a widget is the one built. Each file is compiled with a `#sourceLocation` of
/// its own path: errors and debug information name the project's file and line. A SiriKit intent
/// definition listed there becomes the classes Xcode generates from it (``IntentDefinition``).
@main
struct XcodeSources: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let list = context.package.directoryURL.appending(path: "xcode-sources/\(target.name).txt")
        let output = context.pluginWorkDirectoryURL.appending(path: "Sources")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let paths = try String(contentsOf: list, encoding: .utf8).split(separator: "\n").map(String.init).filter { !$0.isEmpty }
        var written = Set<String>()
        for (index, path) in paths.enumerated() {
            let file = context.package.directoryURL.appending(path: path).resolvingSymlinksInPath()
            // One output a file, numbered: two files of one name in different folders both compile.
            let name = "\(index)-\(file.deletingPathExtension().lastPathComponent).swift"
            let text: String
            if file.pathExtension == "intentdefinition" {
                text = try IntentDefinition(contentsOf: file).swiftSource
            } else {
                let source = try String(contentsOf: file, encoding: .utf8)
                text = "#sourceLocation(file: \"\(file.path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\""))\", line: 1)\n"
                    + Self.seenAsIOS(source)
            }
            let destination = output.appending(path: name)
            if (try? String(contentsOf: destination, encoding: .utf8)) != text {
                try Data(text.utf8).write(to: destination)
            }
            written.insert(name)
        }
        for stale in try FileManager.default.contentsOfDirectory(atPath: output.path) where !written.contains(stale) {
            try FileManager.default.removeItem(at: output.appending(path: stale))
        }
        return [.prebuildCommand(displayName: "Reading \(paths.count) Swift files of the Xcode target", executable: URL(filePath: "/bin/true"), arguments: [], outputFilesDirectory: output)]
    }

    /// The source as iOS builds it: each `#if`/`#elseif` that asks for iOS asks for Linux too, and
    /// an import of a module Linux has under another name imports that one (os's `Logger` comes with
    /// WidgetKit; CoreGraphics' types with Foundation). Lines keep their numbers.
    static func seenAsIOS(_ source: String) -> String {
        source.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("#if") || trimmed.hasPrefix("#elseif"), line.contains("os(iOS)") {
                return line.replacingOccurrences(of: "os(iOS)", with: "(os(iOS) || os(Linux))")
            }
            let words = trimmed.split(separator: " ")
            if words.count == 2, words[0] == "import", let replacement = renamedModules[String(words[1])] {
                return line.replacingOccurrences(of: "import \(words[1])", with: "import \(replacement)")
            }
            return String(line)
        }.joined(separator: "\n")
    }

    /// Apple's modules whose names widget code needs here under others'.
    static let renamedModules = ["os": "WidgetKit", "os.log": "WidgetKit", "OSLog": "WidgetKit", "CoreGraphics": "Foundation"]
}
