import ArgumentParser
import Foundation
import WidgetRuntime

struct OpenCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Open a URL as a widget would: through the handler runtime.json names for its scheme.",
        discussion: "With --as, the URL is checked against that bundle's declared URL schemes first, as a tap in its widget is.")

    @OptionGroup var runtime: RuntimeOptions
    @Argument(help: "The URL, e.g. weather://city/lisbon.") var url: String
    @Option(name: .customLong("as"), help: ArgumentHelp("Open it as this bundle's widget would.", valueName: "bundle.identifier"))
    var bundle: String?

    func run() async throws {
        let home = try RuntimeHome.locate(explicit: runtime.home)
        if let runtime = try await ControlConnection.connect(to: home) {
            defer { runtime.close() }
            print(TerminalText.sanitized(try await runtime.open(url, as: bundle).message))
            return
        }
        var manifest: BundleManifest?
        if let bundle {
            let (_, report) = try await runtime.loadBundles()
            manifest = try report.requireBundle(bundle).manifest
        }
        let routed = try URLRouter(handlers: home.configuration.urlHandlers).open(url, from: manifest)
        print("Opened \(routed.url) with \(routed.command[0]).")
    }
}
