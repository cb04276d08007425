import ArgumentParser
import Foundation
import Logging
import Synchronization
import WidgetRuntime
import WidgetWire

/// The one option of commands that use a home but run no bundle code.
struct HomeOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The runtime home (runtime.json, state).", valueName: "path"))
    var home: String?

    func locateHome() throws -> RuntimeHome { try RuntimeHome.locate(explicit: home) }
}

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

    /// The plugin folders a load looks in: the home's, then those named with --plugins.
    func searchedFolders(_ home: RuntimeHome) -> [URL] {
        home.pluginFolders + pluginFolders.map { URL(filePath: $0, relativeTo: URL.currentDirectory()).standardizedFileURL }
    }

    /// Finds the home and loads every bundle in its plugin folders and those named here; `adjust`
    /// changes the home's policy for this run first.
    func loadBundles(adjust: (inout RuntimeHome) -> Void = { _ in }) async throws -> (RuntimeHome, LoadReport) {
        CommandLineLog.bootstrap(verbose: verbose)
        var home = try locateHome()
        adjust(&home)
        let folders = Array(searchedFolders(home).dropFirst(home.pluginFolders.count))
        var loader = BundleLoader(home: home, extraPluginFolders: folders, logger: Logger(label: "widgets"))
        if let locale { loader.languages = LocalizedStrings.languages(environment: ["LANG": locale]) }
        let report = await loader.load()
        return (home, report)
    }
}

/// A kind to show and the family to show it in.
struct KindOptions: ParsableArguments {
    @Argument(help: ArgumentHelp(
        "The widget kind, or bundle.identifier/kind when several bundles have it.", valueName: "kind"))
    var kind: String

    @Option(help: ArgumentHelp(
        "The family: small, medium, large, extraLarge, circular, rectangular, inline (default: small, or the kind's first).",
        valueName: "family"))
    var family: WidgetFamily?

    @Option(name: .customLong("set"), help: ArgumentHelp(
        "A configuration parameter, for kinds with a configuration intent (repeatable).", valueName: "name=value"))
    var settings: [String] = []

    /// What the kind's provider is asked in: the family, and the configuration `--set` gives.
    func context(for kind: KindDescription, of bundle: LoadedBundle) throws -> ProviderContext {
        let family = try family(for: kind, of: bundle)
        guard !settings.isEmpty else { return ProviderContext(family: family) }
        let configuration = try IntentConfiguration(kind: kind, location: "\(bundle.identifier)/\(kind.kind)").applying(settings, to: nil)
        return ProviderContext(family: family, configuration: configuration)
    }

    /// The family asked for, checked against what the kind supports.
    func family(for kind: KindDescription, of bundle: LoadedBundle) throws -> WidgetFamily {
        let supported = kind.supportedFamilies
        guard let family else { return kind.defaultFamily }
        guard supported.contains(family) else {
            throw WidgetRuntimeError(
                .unsupportedFamily, at: "\(bundle.identifier)/\(kind.kind)", "does not support the \(family.shortName) family",
                fix: "use --family " + supported.map(\.shortName).joined(separator: ", or "))
        }
        return family
    }
}

extension WidgetFamily: @retroactive ExpressibleByArgument {
    public init?(argument: String) { self.init(name: argument) }
    public static var allValueStrings: [String] { allCases.map(\.shortName) }
}

/// Prints warnings (and with --verbose, everything) to standard error as `level: [bundle] message`.
struct CommandLineLog: LogHandler {
    var logLevel: Logger.Level
    var metadata: Logger.Metadata = [:]

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    /// Sends the process's logs here; only the first call counts, as swift-log allows one.
    static func bootstrap(verbose: Bool) {
        guard bootstrapped.compareExchange(expected: false, desired: true, ordering: .relaxed).exchanged else { return }
        LoggingSystem.bootstrap { _ in CommandLineLog(logLevel: verbose ? .debug : .warning) }
    }

    private static let bootstrapped = Atomic<Bool>(false)

    func log(event: LogEvent) {
        let merged = metadata.merging(event.metadata ?? [:]) { $1 }
        let bundle = merged["bundle"].map { "[\($0)] " } ?? ""
        let details = merged.filter { $0.key != "bundle" }.sorted { $0.key < $1.key }.map { " \($0.key)=\($0.value)" }.joined()
        FileHandle.standardError.write(Data("\(event.level): \(bundle)\(event.message)\(details)\n".utf8))
    }
}

/// Writes a warning line to standard error.
func warn(_ message: String) {
    FileHandle.standardError.write(Data("warning: \(message)\n".utf8))
}
