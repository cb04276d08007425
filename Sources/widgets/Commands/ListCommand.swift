import ArgumentParser
import Foundation
import WidgetABI
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
        let installed = InstalledBundles(home: home).records()
        if json {
            print(ListOutput.json(home: home.root.path, report: report, installed: installed).prettyPrinted)
        } else {
            print(ListOutput.text(report, searched: runtime.searchedFolders(home), installed: installed))
        }
        let rebuild = InstalledBundles(home: home).builtForAnotherABI()
        if !rebuild.isEmpty && !json {
            print("\nBuilt for another runtime (this one speaks ABI \(WIDGET_ABI_VERSION)): \(rebuild.joined(separator: ", ")); rebuild them from their source: widgets install --rebuild")
        }
        if !report.refusals.isEmpty { throw ExitCode.failure }
    }
}
