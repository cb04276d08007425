import ArgumentParser
import Foundation
import Logging
import WidgetRuntime

/// Options every command that loads bundles takes.
struct RuntimeOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The runtime home (runtime.json, state).", valueName: "path"))
    var home: String?

    @Option(name: .customLong("plugins"), help: ArgumentHelp("Another folder of bundles; repeatable.", valueName: "folder"))
    var pluginFolders: [String] = []

    @Flag(name: .shortAndLong, help: "Log what the runtime does, not only warnings.")
    var verbose = false

    @Flag(name: .customLong("in-process"), help: ArgumentHelp(
        "Run bundles inside this process, unfenced, for debugging: one crashing bundle stops everything."))
    var inProcess = false

    @Option(help: ArgumentHelp(
        "The language widgets' texts are translated into, as a locale (fr_FR); default: LC_ALL, LC_MESSAGES or LANG.",
        valueName: "locale"))
    var locale: String?

    /// The home, with --in-process applied.
    func locateHome() throws -> RuntimeHome {
        var home = try RuntimeHome.locate(explicit: home)
        if inProcess { home.configuration.isolation = .inProcess }
        return home
    }

    /// The runtime running for the home; when none is, an error that says `absence` and how to start one.
    func running(on home: RuntimeHome, absence: String, fix: String) async throws -> ControlConnection {
        guard let runtime = try await ControlConnection.connect(to: home) else {
            throw WidgetRuntimeError(.notRunning, at: home.root.path, absence, fix: fix)
        }
        return runtime
    }

    /// The plugin folders a load looks in: the home's, then those named with --plugins.
    func searchedFolders(_ home: RuntimeHome) -> [URL] {
        home.pluginFolders + pluginFolders.map { URL(filePath: $0, relativeTo: URL.currentDirectory()).standardizedFileURL }
    }

    /// Finds the home and loads every bundle in its plugin folders and those named here; `adjust`
    /// changes the home's policy for this run first.
    func loadBundles(adjust: (inout RuntimeHome) -> Void = { _ in }) async throws -> (RuntimeHome, LoadReport) {
        var home = try locateHome()
        adjust(&home)
        let report = await loader(for: home).load()
        return (home, report)
    }

    /// The loader of the home's bundles and those of `--plugins`, logging as the command line does.
    func loader(for home: RuntimeHome) -> BundleLoader {
        CommandLineLog.bootstrap(verbose: verbose)
        let folders = Array(searchedFolders(home).dropFirst(home.pluginFolders.count))
        var loader = BundleLoader(home: home, extraPluginFolders: folders, logger: Logger(label: "widgets"))
        if let locale { loader.languages = LocalizedStrings.languages(environment: ["LANG": locale]) }
        return loader
    }
}
