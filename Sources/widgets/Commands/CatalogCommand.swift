import ArgumentParser
import Foundation
import WidgetRuntime

struct CatalogCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "catalog",
        abstract: "Subscribe to catalogs of widgets (git repositories of manifests), list, update or remove them.",
        discussion: """
            A catalog is a git repository of small JSON files, one per widget, at its top: id, name, summary, \
            source (a git address) and tag, and optionally licence, kinds, capabilities and preview. It is \
            cloned into the home (state/catalogs/NAME) and searched offline (`widgets search`); `widgets \
            install ID` installs from it. `widgets validate --catalog FILE` checks a manifest before it is published.
            """,
        subcommands: [Add.self, List.self, Update.self, Remove.self], defaultSubcommand: List.self)

    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Subscribe to a catalog.")
        @Argument(help: ArgumentHelp("The catalog's git address.", valueName: "url")) var address: String
        @Option(help: ArgumentHelp("Its name here; default: its repository's.", valueName: "name")) var name: String?
        @OptionGroup var runtime: HomeOptions

        func run() async throws {
            let index = try Catalogs(home: try runtime.locateHome()).add(address, name: name)
            print("Subscribed to \(index.name): \(index.entries.count) widget\(index.entries.count == 1 ? "" : "s").")
            CatalogCommand.report(index.problems)
        }
    }

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the subscribed catalogs.")
        @OptionGroup var runtime: HomeOptions

        func run() async throws {
            let indexes = Catalogs(home: try runtime.locateHome()).indexes()
            if indexes.isEmpty { print("No catalog is subscribed: widgets catalog add URL") }
            for index in indexes {
                let broken = index.problems.isEmpty ? "" : ", \(index.problems.count) unusable"
                print(TerminalText.sanitized("\(index.name)  \(index.address)  \(index.entries.count) widgets\(broken)"))
            }
        }
    }

    struct Update: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Bring catalogs up to date with their repositories.")
        @Argument(help: ArgumentHelp("Only this catalog.", valueName: "name")) var name: String?
        @OptionGroup var runtime: HomeOptions

        func run() async throws {
            let catalogs = Catalogs(home: try runtime.locateHome())
            for name in name.map({ [$0] }) ?? catalogs.names() {
                let index = try catalogs.update(name)
                print("\(index.name): \(index.entries.count) widget\(index.entries.count == 1 ? "" : "s").")
                CatalogCommand.report(index.problems)
            }
        }
    }

    struct Remove: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Unsubscribe from a catalog (installed widgets stay).")
        @Argument(help: ArgumentHelp("The catalog's name.", valueName: "name")) var name: String
        @OptionGroup var runtime: HomeOptions

        func run() async throws {
            let catalogs = Catalogs(home: try runtime.locateHome())
            guard catalogs.remove(name) else {
                throw WidgetRuntimeError(.configurationInvalid, at: name, "no catalog of this name is subscribed", fix: "the catalogs: \(catalogs.names().joined(separator: ", "))")
            }
            print("Unsubscribed from \(name).")
        }
    }

    /// Says which manifests a catalog holds that cannot be used, on standard error.
    static func report(_ problems: [WidgetRuntimeError]) {
        for problem in problems {
            FileHandle.standardError.write(Data("warning: skipped \(problem)\n".utf8))
        }
    }
}
