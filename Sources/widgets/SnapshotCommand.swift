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
            try JSONOutput.print(SnapshotOutput(bundle: bundle.identifier, kind: kind.kind, family: family, entry: entry))
        case .text:
            print(TextRenderer().render(
                entry.view, family: family, title: kind.displayName, contentMarginsDisabled: kind.contentMarginsDisabled))
        }
    }
}

struct SnapshotOutput: Encodable {
    var bundle: String
    var kind: String
    var family: WidgetFamily
    var entry: RenderedEntry
}
