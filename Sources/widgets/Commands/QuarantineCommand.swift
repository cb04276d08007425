import ArgumentParser
import Foundation
import WidgetRuntime

struct QuarantineCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "quarantine",
        abstract: "Show or lift the quarantine of bundles whose worker kept crashing.",
        discussion: """
            A bundle whose worker dies 3 times within 5 minutes is quarantined: none of its code runs, and its \
            widgets keep their last entry. The quarantine is kept in the home and lifted when the bundle's \
            library or Info.json changes, or by `widgets quarantine clear`; a running runtime starts it again \
            within a second.
            """,
        subcommands: [List.self, Clear.self], defaultSubcommand: List.self)

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the quarantined bundles and why.")
        @OptionGroup var runtime: HomeOptions

        func run() async throws {
            let entries = QuarantineList(home: try runtime.locateHome()).entries()
            if entries.isEmpty { print("No bundle is quarantined.") }
            for (identifier, entry) in entries.sorted(by: { $0.key < $1.key }) {
                print("\(identifier)  since \(entry.quarantine.since.formatted(.iso8601))\n  \(entry.quarantine.reason)")
            }
        }
    }

    struct Clear: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Lift a bundle's quarantine.")
        @OptionGroup var runtime: HomeOptions
        @Argument(help: ArgumentHelp("The bundle's identifier.", valueName: "identifier"))
        var identifier: String

        func run() async throws {
            let list = QuarantineList(home: try runtime.locateHome())
            guard try list.clear(identifier) else {
                let known = list.entries().keys.sorted()
                throw WidgetRuntimeError(
                    .unknownKind, at: identifier, "this bundle is not quarantined",
                    fix: known.isEmpty ? "no bundle is quarantined" : "quarantined bundles: \(known.joined(separator: ", "))")
            }
            print("Lifted the quarantine of \(identifier).")
        }
    }
}
