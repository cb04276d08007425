import Foundation
import Logging
import WidgetABI
import WidgetWire

/// Finds bundles in plugin folders, checks their manifests, loads their libraries and describes them.
///
/// One broken bundle never stops the others: each failure becomes a refusal in the report.
public struct BundleLoader: Sendable {
    public var home: RuntimeHome
    /// Plugin folders named on the command line, on top of the home's.
    public var extraPluginFolders: [URL]
    public var logger: Logger

    public init(home: RuntimeHome, extraPluginFolders: [URL] = [], logger: Logger = Logger(label: "widgets.loader")) {
        self.home = home
        self.extraPluginFolders = extraPluginFolders
        self.logger = logger
    }

    /// Loads every bundle it finds.
    ///
    /// Manifests and library files are checked first, in order, before any plugin code runs; then the
    /// bundles are started and described one after another on one thread (see
    /// ``BundleConnection/describe()``).
    public func load() async -> LoadReport {
        var report = LoadReport()
        var checked: [CheckedBundle] = []
        var folderOfIdentifier: [String: URL] = [:]
        var identifierOfFile: [LoadedLibraries.FileIdentity: String] = [:]
        for folder in discover(into: &report) {
            do throws(WidgetRuntimeError) {
                let manifest = try BundleManifest.load(fromBundleAt: folder)
                if let first = folderOfIdentifier[manifest.identifier] {
                    throw WidgetRuntimeError(
                        .duplicateIdentifier, at: folder.path,
                        "identifier '\(manifest.identifier)' is already used by the bundle at \(first.path)",
                        fix: "give one of them another identifier, or remove the copy")
                }
                folderOfIdentifier[manifest.identifier] = folder
                let bundle = try locateLibrary(of: manifest, in: folder)
                if let file = bundle.file {
                    let owner = identifierOfFile[file] ?? LoadedLibraries.shared.connection(for: file)?.identifier
                    if let owner, owner != manifest.identifier {
                        throw WidgetRuntimeError(
                            .libraryInUse, at: bundle.library,
                            "this library already runs bundle '\(owner)'; a library serves one bundle per process",
                            fix: "give bundle '\(manifest.identifier)' its own copy of the library")
                    }
                    identifierOfFile[file] = manifest.identifier
                }
                checked.append(bundle)
            } catch {
                report.refuse(error, logger: logger)
            }
        }
        let toStart = checked
        let started = await withCheckedContinuation { continuation in
            Self.startQueue.async { continuation.resume(returning: toStart.map(start)) }
        }
        for result in started {
            switch result {
            case .success(let bundle): report.bundles.append(bundle)
            case .failure(let error): report.refuse(error, logger: logger)
            }
        }
        return report
    }

    /// A bundle whose manifest passed and whose library file was found.
    struct CheckedBundle: Sendable {
        var manifest: BundleManifest
        var folder: URL
        var library: String
        var file: LoadedLibraries.FileIdentity?
    }

    /// The thread bundles are started on.
    private static let startQueue = DispatchQueue(label: "widgets.loader")

    /// Opens, starts and describes one bundle.
    private func start(_ bundle: CheckedBundle) -> Result<LoadedBundle, WidgetRuntimeError> {
        let connection: BundleConnection
        switch open(bundle) {
        case .success(let opened): connection = opened
        case .failure(let error): return .failure(error)
        }
        switch connection.describe() {
        case .failure(let error):
            return .failure(WidgetRuntimeError(
                error.code, at: bundle.folder.path, "could not describe its widgets: \(error.message)", fix: error.fix))
        case .success(let description):
            return checked(description, of: bundle.manifest, at: bundle.folder).map {
                LoadedBundle(
                    manifest: bundle.manifest, folder: bundle.folder, libraryPath: bundle.library, description: $0,
                    connection: connection)
            }
        }
    }

    /// The bundle folders in the plugin folders, in a stable order.
    ///
    /// A bundle folder is a subfolder named `*.widgetbundle`, or any subfolder holding an `Info.json`
    /// (a checkout's `Plugins/Name/`).
    private func discover(into report: inout LoadReport) -> [URL] {
        let fileManager = FileManager.default
        var bundles: [URL] = []
        let configured = home.pluginFolders.map { ($0, false) } + extraPluginFolders.map { ($0, true) }
        var seen = Set<String>()
        for (folder, named) in configured where seen.insert(folder.standardizedFileURL.path).inserted {
            guard let names = try? fileManager.contentsOfDirectory(atPath: folder.path) else {
                if named || FileManager.default.fileExists(atPath: home.configurationFile.path) {
                    report.refuse(WidgetRuntimeError(
                        .configurationInvalid, at: folder.path, "the plugin folder does not exist or cannot be read",
                        fix: named ? "check the --plugins path" : "create it, or correct 'plugins' in \(home.configurationFile.path)"),
                        logger: logger)
                }
                continue
            }
            for name in names.sorted() where !name.hasPrefix(".") {
                let candidate = folder.appending(path: name)
                var isFolder: ObjCBool = false
                guard fileManager.fileExists(atPath: candidate.path, isDirectory: &isFolder), isFolder.boolValue else { continue }
                if name.hasSuffix(".widgetbundle") || fileManager.fileExists(atPath: candidate.appending(path: "Info.json").path) {
                    bundles.append(candidate)
                }
            }
        }
        return bundles
    }

    /// Finds the bundle's library: in its folder, else in the library search paths.
    private func locateLibrary(of manifest: BundleManifest, in folder: URL) throws(WidgetRuntimeError) -> CheckedBundle {
        let tried = ([folder] + home.librarySearchPaths).map { $0.appending(path: manifest.library).path }
        guard let path = tried.first(where: { FileManager.default.fileExists(atPath: $0) }) else {
            throw WidgetRuntimeError(
                .libraryNotFound, at: folder.appending(path: "Info.json").path,
                "field 'library' names '\(manifest.library)', which is not in \(tried.joined(separator: ", "))",
                fix: "build the bundle (swift build) or copy its library into the bundle folder, or correct 'library'")
        }
        return CheckedBundle(manifest: manifest, folder: folder, library: path, file: LoadedLibraries.FileIdentity(path: path))
    }

    /// Opens and starts the bundle's library, or reuses it when this process already started it for
    /// the same bundle.
    private func open(_ bundle: CheckedBundle) -> Result<BundleConnection, WidgetRuntimeError> {
        let path = bundle.library
        if let file = bundle.file, let started = LoadedLibraries.shared.connection(for: file) { return .success(started) }
        let library: DynamicLibrary
        switch DynamicLibrary.open(path) {
        case .success(let opened): library = opened
        case .failure(let message):
            return .failure(WidgetRuntimeError(
                .libraryUnloadable, at: path, "cannot be loaded as a shared library: \(message.text)",
                fix: "rebuild it as a shared library for this machine (a SwiftPM .library(type: .dynamic) product)"))
        }
        guard let entryAddress = library.symbol(named: WIDGET_ENTRY_SYMBOL) else {
            return .failure(WidgetRuntimeError(
                .missingEntrySymbol, at: path, "the library does not export '\(WIDGET_ENTRY_SYMBOL)'",
                fix: "a Swift bundle depends on WidgetSDK and marks its WidgetBundle type @main; a C bundle exports widget_bundle_entry from widget_abi.h"))
        }
        // A Swift bundle's `@main` registers its widgets with its own copy of WidgetSDK.
        if let mainAddress = library.symbol(named: "main") {
            typealias Main = @convention(c) (Int32, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32
            _ = unsafeBitCast(mainAddress, to: Main.self)(CommandLine.argc, CommandLine.unsafeArgv)
        }
        let entry = unsafeBitCast(entryAddress, to: widget_entry_fn.self)
        let services = HostServices(identifier: bundle.manifest.identifier, logger: logger)
        guard let table = entry(services.makeTable()), table.pointee.abi_version == UInt32(WIDGET_ABI_VERSION) else {
            return .failure(WidgetRuntimeError(
                .incompatibleABI, at: path, "the library's entry point refused this runtime's ABI version \(WIDGET_ABI_VERSION)",
                fix: "rebuild the bundle against this runtime's WidgetSDK"))
        }
        let connection = BundleConnection(
            table: table, identifier: bundle.manifest.identifier, timeout: .seconds(home.configuration.requestTimeout))
        if let file = bundle.file { LoadedLibraries.shared.record(connection, for: file) }
        return .success(connection)
    }

    /// Checks what the bundle described: at least one widget, each kind once.
    private func checked(
        _ description: BundleDescription, of manifest: BundleManifest, at folder: URL
    ) -> Result<BundleDescription, WidgetRuntimeError> {
        guard !description.widgets.isEmpty else {
            return .failure(WidgetRuntimeError(
                .pluginFailed, at: folder.path, "bundle '\(manifest.identifier)' declares no widgets",
                fix: "list at least one Widget in the @main WidgetBundle's body"))
        }
        var seen = Set<String>()
        for widget in description.widgets where !seen.insert(widget.kind).inserted {
            return .failure(WidgetRuntimeError(
                .duplicateKind, at: folder.path, "bundle '\(manifest.identifier)' declares kind '\(widget.kind)' twice",
                fix: "give each Widget its own kind string"))
        }
        return .success(description)
    }
}

/// What loading found: the bundles that work, and why each other one was refused.
public struct LoadReport: Sendable {
    public var bundles: [LoadedBundle] = []
    public var refusals: [WidgetRuntimeError] = []

    public init() {}

    mutating func refuse(_ error: WidgetRuntimeError, logger: Logger) {
        logger.debug("refused a bundle", metadata: ["reason": "\(error)"])
        refusals.append(error)
    }

    /// Finds a kind by name, or as `bundle.identifier/kind` when several bundles have that name.
    public func resolve(_ name: String) throws(WidgetRuntimeError) -> (bundle: LoadedBundle, kind: KindDescription) {
        let matches: [(LoadedBundle, KindDescription)]
        if let slash = name.lastIndex(of: "/") {
            let identifier = String(name[..<slash])
            let kind = String(name[name.index(after: slash)...])
            matches = bundles.filter { $0.identifier == identifier }.compactMap { bundle in bundle.kind(named: kind).map { (bundle, $0) } }
        } else {
            matches = bundles.compactMap { bundle in bundle.kind(named: name).map { (bundle, $0) } }
        }
        switch matches.count {
        case 1: return matches[0]
        case 0:
            let known = bundles.flatMap { bundle in bundle.description.widgets.map { "\($0.kind) (\(bundle.identifier))" } }
            throw WidgetRuntimeError(
                .unknownKind, at: name, "no loaded bundle has this widget kind",
                fix: known.isEmpty
                    ? "no bundles are loaded; run `widgets list` to see why"
                    : "use one of: \(known.joined(separator: ", "))")
        default:
            throw WidgetRuntimeError(
                .unknownKind, at: name, "several bundles have this widget kind",
                fix: "name one as " + matches.map { "\($0.0.identifier)/\($0.1.kind)" }.joined(separator: " or "))
        }
    }
}
