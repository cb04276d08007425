import Foundation
import Testing

/// ARCHITECTURE.md's drawing of WidgetRuntime's folders, read with the source: a folder uses a type of
/// another folder only where the drawing says it may, the drawing has no cycle, and each type lives in
/// the file named for it (in the runtime, the CLI, the surfaces, WidgetHome and the wire types).
@Suite struct FolderRuleTests {
    static let runtime = "Sources/WidgetRuntime"

    /// The drawing: each folder and the folders it may use (the lines `Folder → A, B` of ARCHITECTURE.md).
    static func drawing() throws -> [String: Set<String>] {
        let text = try String(contentsOf: ConcurrencyRuleTests.repository.appending(path: "ARCHITECTURE.md"), encoding: .utf8)
        var drawing: [String: Set<String>] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: "→", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2 else { continue }
            let folder = parts[0].trimmingCharacters(in: .whitespaces)
            guard !folder.isEmpty, folder.allSatisfy({ $0.isLetter }) else { continue }
            drawing[folder] = Set(parts[1].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty })
        }
        return drawing
    }

    /// A type declared at a file's top level, and where.
    struct Declaration {
        var name: String
        var folder: String
        var file: String
    }

    /// The Swift files under `folder`, with their code lines (comments left out).
    static func files(under folder: String) throws -> [(path: String, lines: [String])] {
        try ConcurrencyRuleTests.codeLines(under: folder).reduce(into: [(path: String, lines: [String])]()) { files, line in
            let path = String(line.place[..<line.place.lastIndex(of: ":")!])
            if files.last?.path == path { files[files.count - 1].lines.append(line.line) } else { files.append((path, [line.line])) }
        }
    }

    /// The types a file declares at its top level for other files (a private one is its file's helper).
    static func declarations(in lines: [String]) -> [String] {
        let kinds: Set = ["struct", "class", "enum", "actor", "protocol", "typealias"]
        let modifiers: Set = ["public", "package", "internal", "final", "nonisolated", "indirect"]
        return lines.compactMap { line in
            guard let first = line.first, first.isLetter else { return nil }
            var words = line.split(separator: " ").map(String.init)[...]
            while let word = words.first, modifiers.contains(word) { words = words.dropFirst() }
            guard let kind = words.first, kinds.contains(kind), let name = words.dropFirst().first else { return nil }
            return String(name.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        }
    }

    /// The identifiers a file's code names.
    static func identifiers(in lines: [String]) -> Set<String> {
        Set(lines.flatMap { $0.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init) })
    }

    /// The runtime's folder uses: folder → folder it uses → the types and files that make the use.
    static func uses() throws -> [String: [String: Set<String>]] {
        let files = try files(under: runtime)
        func folder(of path: String) -> String? {
            let parts = path.dropFirst(runtime.count + 1).split(separator: "/")
            return parts.count > 1 ? String(parts[0]) : nil
        }
        var declared: [String: String] = [:]
        for file in files {
            guard let folder = folder(of: file.path) else { continue }
            for name in declarations(in: file.lines) { declared[name] = folder }
        }
        var uses: [String: [String: Set<String>]] = [:]
        for file in files {
            guard let user = folder(of: file.path) else { continue }
            for name in identifiers(in: file.lines) {
                guard let owner = declared[name], owner != user else { continue }
                uses[user, default: [:]][owner, default: []].insert("\(name) in \(file.path.split(separator: "/").last!)")
            }
        }
        return uses
    }

    @Test func theRuntimesFoldersUseOnlyWhatTheDrawingSays() throws {
        let drawing = try Self.drawing()
        let folders = try FileManager.default.contentsOfDirectory(
            atPath: ConcurrencyRuleTests.repository.appending(path: Self.runtime).path
        ).filter { !$0.hasSuffix(".swift") }
        #expect(Set(folders) == Set(drawing.keys), "folders not drawn: \(Set(folders).subtracting(drawing.keys).sorted()); drawn, not there: \(Set(drawing.keys).subtracting(folders).sorted())")
        var undrawn: [String] = []
        for (user, owners) in try Self.uses() {
            for (owner, names) in owners where drawing[user]?.contains(owner) != true {
                undrawn.append("\(user) → \(owner): \(names.sorted().joined(separator: ", "))")
            }
        }
        #expect(undrawn.isEmpty, "uses ARCHITECTURE.md does not draw:\n\(undrawn.sorted().joined(separator: "\n"))")
    }

    @Test func theDrawingHasNoCycle() throws {
        let drawing = try Self.drawing()
        #expect(Self.cycle(in: drawing) == nil, "a cycle: \(Self.cycle(in: drawing)?.joined(separator: " → ") ?? "")")
        #expect(Self.cycle(in: ["A": ["B"], "B": ["C"], "C": ["A"]]) != nil)
    }

    /// A cycle of the graph, as its folders in order, or nil.
    static func cycle(in graph: [String: Set<String>]) -> [String]? {
        var done: Set<String> = []
        func visit(_ node: String, path: [String]) -> [String]? {
            if let start = path.firstIndex(of: node) { return Array(path[start...]) + [node] }
            guard !done.contains(node) else { return nil }
            for next in (graph[node] ?? []).sorted() {
                if let found = visit(next, path: path + [node]) { return found }
            }
            done.insert(node)
            return nil
        }
        for node in graph.keys.sorted() {
            if let found = visit(node, path: []) { return found }
        }
        return nil
    }

    @Test func eachTypeLivesInTheFileNamedForIt() throws {
        var misplaced: [String] = []
        for folder in [Self.runtime, "Sources/widgets", "Sources/WidgetSurfaces", "Sources/WidgetHome", "Packages/WidgetSDK/Sources/WidgetWire"] {
            for file in try Self.files(under: folder) {
                let stem = String(file.path.split(separator: "/").last!.dropLast(".swift".count))
                for name in Self.declarations(in: file.lines) where name != stem { misplaced.append("\(name) in \(file.path)") }
            }
        }
        #expect(misplaced.isEmpty, "\(misplaced.joined(separator: "\n"))")
    }
}
