import ArgumentParser
import Foundation
import WidgetRuntime
import WidgetWire

struct ListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the bundles, their widget kinds and families, and why any bundle was refused.",
        discussion: "Exits with 1 when a bundle was refused, after listing the others.")

    @OptionGroup var runtime: RuntimeOptions

    @Flag(help: "Print JSON.")
    var json = false

    func run() async throws {
        let (home, report) = try await runtime.loadBundles()
        if json {
            try JSONOutput.print(ListOutput(home: home.root.path, report: report))
        } else {
            print(ListOutput.text(report))
        }
        if !report.refusals.isEmpty { throw ExitCode.failure }
    }
}

struct ListOutput: Encodable {
    struct Bundle: Encodable {
        var identifier, name, version, folder, library, sdkVersion: String
        var widgets: [KindDescription]
    }

    var home: String
    var bundles: [Bundle]
    var refused: [ErrorOutput]

    init(home: String, report: LoadReport) {
        self.home = home
        bundles = report.bundles.map {
            Bundle(
                identifier: $0.identifier, name: $0.manifest.name, version: $0.manifest.version, folder: $0.folder.path,
                library: $0.libraryPath, sdkVersion: $0.description.sdkVersion, widgets: $0.description.widgets)
        }
        refused = report.refusals.map(ErrorOutput.init)
    }

    static func text(_ report: LoadReport) -> String {
        var lines: [String] = []
        if report.bundles.isEmpty { lines.append("No bundles loaded.") }
        for bundle in report.bundles {
            lines.append("\(bundle.manifest.name) \(bundle.manifest.version)  \(bundle.identifier)  \(bundle.folder.path)")
            let width = bundle.description.widgets.map(\.kind.count).max() ?? 0
            for kind in bundle.description.widgets {
                let families = kind.supportedFamilies.map(\.shortName).joined(separator: ", ")
                let padding = String(repeating: " ", count: width - kind.kind.count)
                var line = "  \(kind.kind)\(padding)  \"\(kind.displayName)\"  [\(families)]"
                if !kind.description.isEmpty { line += "  \(kind.description)" }
                lines.append(line)
            }
        }
        if !report.refusals.isEmpty {
            lines.append("")
            lines.append("Refused \(report.refusals.count) bundle\(report.refusals.count == 1 ? "" : "s"):")
            for refusal in report.refusals {
                lines.append("  " + refusal.description.replacingOccurrences(of: "\n", with: "\n  "))
            }
        }
        return lines.joined(separator: "\n")
    }
}
