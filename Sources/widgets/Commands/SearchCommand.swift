import ArgumentParser
import Foundation
import WidgetRuntime
import WidgetWire

struct SearchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Search the subscribed catalogs, offline, for widgets.",
        discussion: "Lists the widgets whose id, name, summary or kinds hold every word (case ignored); no words lists them all.")

    @Argument(help: ArgumentHelp("Words to look for.", valueName: "words"))
    var words: [String] = []

    @Flag(help: "Print JSON.")
    var json = false

    @OptionGroup var runtime: HomeOptions

    func run() async throws {
        let home = try runtime.locateHome()
        let catalogs = Catalogs(home: home)
        let indexes = catalogs.indexes()
        guard !indexes.isEmpty else {
            throw WidgetRuntimeError(.configurationInvalid, at: catalogs.folder.path, "no catalog is subscribed", fix: "subscribe to one: widgets catalog add URL")
        }
        let installed = InstalledBundles(home: home).records()
        let found = indexes.flatMap(\.entries).filter { $0.matches(words) }
        let skipped = indexes.reduce(0) { $0 + $1.problems.count }
        if skipped > 0 {
            FileHandle.standardError.write(Data("note: \(skipped) manifest\(skipped == 1 ? "" : "s") skipped as unusable (widgets catalog update says why)\n".utf8))
        }
        if json {
            print(JSON.array(found.map { entry in
                JSON.fields([
                    "id": .string(entry.id), "name": .string(entry.name), "summary": .string(entry.summary),
                    "source": .string(entry.source), "tag": .string(entry.tag), "licence": entry.licence.map(JSON.string),
                    "catalog": .string(entry.catalog), "kinds": .array(entry.kinds.map { .string($0.kind) }),
                    "preview": entry.preview.map { .string($0.path) }, "installed": installed[entry.id].map { .string($0.current.version) },
                ])
            }).prettyPrinted)
            return
        }
        if found.isEmpty { print("Nothing in \(indexes.map(\.name).joined(separator: ", ")) matches \(words.joined(separator: " ")).") }
        for entry in found {
            var line = "\(entry.id)  \(entry.name) (\(entry.tag))  \(entry.summary)"
            if let version = installed[entry.id]?.current.version { line += "  [installed \(version)]" }
            print(TerminalText.sanitized(line))
            let kinds = entry.kinds.map { "\($0.kind) [\($0.families.map(\.shortName).joined(separator: ", "))]" }
            print(TerminalText.sanitized("  catalog \(entry.catalog)" + (kinds.isEmpty ? "" : "; kinds: \(kinds.joined(separator: ", "))") + (entry.licence.map { "; licence \($0)" } ?? "")))
        }
    }
}
