import Foundation

/// The widgets of an extension that cannot build here, and the files that go with them: a file that
/// imports a binary framework built for Apple's platforms only (a `.xcframework` or `.framework` in
/// the project) is left out, and with it the types it declares or extends, every file that declares,
/// extends or names one of them, and so on. Each widget among those types leaves the extension's
/// `WidgetBundle` (its line there is blanked in the copy the build compiles); the others are ported.
public struct LeftOutWidgets: Sendable, Equatable {
    /// A file left out, and why: the first file of its chain and the framework it imports.
    public struct File: Sendable, Equatable {
        public var file: URL
        public var reason: String
    }

    /// The files left out, in the order of the sources.
    public var files: [File] = []
    /// The types the files left out declare or extend: the widgets among them leave the bundle.
    public var types: Set<String> = []

    /// Nothing left out.
    public var isEmpty: Bool { files.isEmpty }

    /// What of `sources` cannot build for importing one of `frameworks` (binary frameworks by module name,
    /// each with where it is in the project).
    public static func find(in sources: [URL], frameworks: [String: String]) -> LeftOutWidgets {
        let texts = sources.map { SourceText.read($0) ?? "" }
        let shapes = texts.map(Shape.init)
        var left = LeftOutWidgets()
        var out = [Bool](repeating: false, count: sources.count)
        for (index, shape) in shapes.enumerated() {
            guard let (module, line) = shape.imports.first(where: { frameworks[$0.module] != nil }) else { continue }
            out[index] = true
            left.files.append(File(
                file: sources[index],
                reason: "line \(line) imports \(module), a binary framework built for Apple's platforms only (\(frameworks[module]!))"))
        }
        guard !left.files.isEmpty else { return left }
        // The project's own types: a framework's or the SDK's (`View`) is never left out.
        let declared = Set(shapes.flatMap(\.declared))
        var changed = true
        while changed {
            changed = false
            left.types = Set(shapes.indices.filter { out[$0] }.flatMap { shapes[$0].declared + shapes[$0].extended }).intersection(declared)
            for index in shapes.indices where !out[index] {
                guard let name = shapes[index].names(left.types, in: texts[index]) else { continue }
                out[index] = true
                changed = true
                left.files.append(File(file: sources[index], reason: "it uses \(name), which is left out"))
            }
        }
        left.files.sort { a, b in sources.firstIndex(of: a.file)! < sources.firstIndex(of: b.file)! }
        return left
    }

    /// The binary frameworks in a project's folder (`NAME.xcframework`, `NAME.framework`) by module
    /// name, each with its path from `root`: none is built for Linux.
    public static func binaryFrameworks(in root: URL) -> [String: String] {
        var found: [String: String] = [:]
        let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
        while let url = walk?.nextObject() as? URL {
            let name = url.lastPathComponent
            guard name.hasSuffix(".xcframework") || name.hasSuffix(".framework") || name == ".build" || name.hasSuffix(".xcodeproj") else { continue }
            walk?.skipDescendants()
            guard name.hasSuffix("framework") else { continue }
            let module = url.deletingPathExtension().lastPathComponent
            found[module] = found[module] ?? String(url.path.dropFirst(root.path.count + 1))
        }
        return found
    }

    /// Which of `types` stand as whole lines of a `WidgetBundle`'s body in `text` (`AnalogClockWidget()`),
    /// with their line numbers: the lines the build's copy blanks.
    public static func bundleLines(of types: Set<String>, in text: String) -> [(line: Int, type: String)] {
        guard text.contains("WidgetBundle") else { return [] }
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            guard let match = line.wholeMatch(of: /\s*([A-Za-z_][A-Za-z0-9_]*)\(\)\s*/), types.contains(String(match.output.1)) else { return nil }
            return (index + 1, String(match.output.1))
        }
    }

    /// What a file declares, extends and imports, read from its lines.
    private struct Shape {
        var imports: [(module: String, line: Int)] = []
        /// Types declared at the top level.
        var declared: [String] = []
        /// Types extended at the top level.
        var extended: [String] = []

        init(text: String) {
            for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let line = String(raw)
                if let module = PortingCheck.importedModule(line.trimmingCharacters(in: .whitespaces)) {
                    imports.append((module, index + 1))
                } else if let match = line.prefixMatch(of: Self.declaration) {
                    declared.append(String(match.output.2))
                } else if let match = line.prefixMatch(of: Self.extensionLine) {
                    extended.append(String(match.output.1))
                }
            }
        }

        nonisolated(unsafe) static let declaration =
            /(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|internal|fileprivate|private|package|final|open)\s+)*(struct|class|enum|actor|protocol|typealias)\s+([A-Za-z_][A-Za-z0-9_]*)/
        nonisolated(unsafe) static let extensionLine =
            /(?:(?:public|internal|fileprivate|private|package)\s+)?extension\s+([A-Za-z_][A-Za-z0-9_]*)/

        /// The first of `types` the file declares, extends or names outside a bundle's line, if any.
        func names(_ types: Set<String>, in text: String) -> String? {
            if let owned = (declared + extended).first(where: types.contains) { return owned }
            let bundle = Set(LeftOutWidgets.bundleLines(of: types, in: text).map(\.line))
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where !bundle.contains(index + 1) {
                let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
                for word in code.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }) where types.contains(String(word)) {
                    return String(word)
                }
            }
            return nil
        }
    }
}
