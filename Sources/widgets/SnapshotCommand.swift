import ArgumentParser
import Foundation
import WidgetRuntime
import WidgetWire

struct SnapshotCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Draw a widget's snapshot: the entry its provider gives for now.")

    @OptionGroup var runtime: RuntimeOptions
    @OptionGroup var selection: KindOptions

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    func run() async throws {
        let (_, report) = try await runtime.loadBundles()
        let (bundle, kind) = try report.resolve(selection.kind)
        let family = try selection.family(for: kind, of: bundle)
        let entry = try await bundle.snapshot(kind: kind.kind, context: ProviderContext(family: family))
        switch format {
        case .json:
            print(JSON.fields([
                "bundle": .string(bundle.identifier), "kind": .string(kind.kind), "family": family.json, "entry": entry.json,
            ]).prettyPrinted)
        case .text:
            print(TextRenderer(colors: TextRenderer.colorsWanted(isTerminal: isatty(1) == 1)).render(
                entry.view, family: family, title: kind.displayName, contentMarginsDisabled: kind.contentMarginsDisabled))
        }
    }
}
