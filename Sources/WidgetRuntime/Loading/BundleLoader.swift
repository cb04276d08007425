import Foundation
import Logging
import Synchronization
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
    /// The languages bundles' texts are translated into, most wanted first (`fr-CA`, `fr`): the
    /// runtime's locale (`LC_ALL`, `LC_MESSAGES`, `LANG`) unless set.
    public var languages: [String]
    /// The clock bundles' requests time out and workers restart on: the host's.
    public var time: HostTime = .system

    public init(home: RuntimeHome, extraPluginFolders: [URL] = [], logger: Logger = Logger(label: "widgets.loader")) {
        self.home = home
        self.extraPluginFolders = extraPluginFolders
        self.logger = logger
        languages = LocalizedStrings.languages()
    }

    /// Loads every bundle it finds.
    ///
    /// Manifests and library files are checked first, in order, before any plugin code runs. A bundle
    /// whose manifest and library are unchanged since it was last described takes its description from
    /// the cache (``DescriptionCache``) and its library is started only when a request needs it. The
    /// others are started now, one after another on ``BundleStarter/startQueue``, and described side by side.
    public func load() async -> LoadReport {
        var report = LoadReport()
        let checked = check(discover(into: &report), into: &report)
        var cache = DescriptionCache(file: home.stateDirectory.appending(path: "descriptions.json"), logger: logger)
        let timeout = Duration.seconds(home.configuration.requestTimeout)
        let defaults = DefaultsService(
            file: home.defaultsDatabase, durability: home.configuration.defaultsDurability,
            valueLimit: home.configuration.defaultsValueLimit, suiteLimit: home.configuration.defaultsSuiteLimit, logger: logger)
        let isolation = WorkerPlanner(home: home)
        let grants = AppGroupGrants(home: home).entries()
        let locationGrants = Set(LocationGrants(home: home).bundles())
        let locationSource = LocationSource(
            fixed: home.configuration.location, service: GeoClueLocation(bus: home.configuration.geoclue))
        // Bundles that declare an app group not granted them yet: one short line for all, with the grant.
        var waiting: [(bundle: String, group: String)] = []
        var grantsOf: [[String]] = []
        let starters = checked.map { bundle in
            let access = AppGroupGrants.access(
                of: bundle.manifest.identifier, declaring: bundle.manifest.entitlements.appGroups,
                policy: home.configuration.appGroups, grants: grants)
            for group in access.waiting {
                waiting.append((bundle.manifest.identifier, group))
            }
            let granted = access.granted
            let located = locationGrants.contains(bundle.manifest.identifier)
            grantsOf.append((Array(granted) + (located ? ["location"] : [])).sorted())
            var bundleLogger = logger
            bundleLogger[metadataKey: "bundle"] = "\(bundle.manifest.identifier)"
            let services = HostServices(
                sandbox: BundleSandbox(
                    identifier: bundle.manifest.identifier, declaredGroups: bundle.manifest.entitlements.appGroups,
                    grantedGroups: granted, defaults: defaults, containers: home.containersDirectory, hooks: report.hooks,
                    deniedGroups: home.configuration.appGroups.deny[bundle.manifest.identifier] ?? []),
                strings: LocalizedStrings(files: BundleFiles(folder: bundle.folder, logger: bundleLogger), languages: languages),
                location: BundleLocation(
                    identifier: bundle.manifest.identifier, declared: bundle.manifest.entitlements.location,
                    granted: located, source: locationSource),
                logger: logger)
            let worker = home.configuration.isolation == .worker
                ? (isolation.plan(for: bundle, groups: granted, languages: languages), isolation.quarantines, home.configuration.workerRestart) : nil
            return BundleStarter(bundle, services: services, timeout: timeout, time: time, worker: worker)
        }
        if let only = waiting.first, waiting.count == 1 {
            logger.warning("\(only.bundle) waits for app group \(only.group): `widgets grant \(only.bundle) \(only.group)`")
        } else if !waiting.isEmpty {
            let pairs = waiting.map { "\($0.bundle) \($0.group)" }.joined(separator: ", ")
            logger.warning("app groups wait for their grants: \(pairs) (`widgets grant BUNDLE GROUP` for each)")
        }
        var results = [Result<LoadedBundle, WidgetRuntimeError>?](repeating: nil, count: checked.count)
        var toDescribe: [Int] = []
        for (index, bundle) in checked.enumerated() {
            switch cache.outcome(
                of: bundle.manifest.identifier, manifest: bundle.manifestText, library: bundle.library, stamp: bundle.stamp,
                languages: languages, grants: grantsOf[index])
            {
            case .success(let description)?: results[index] = .success(LoadedBundle(starter: starters[index], description: description))
            case .failure(let failure)?: results[index] = .failure(failure)
            case nil: toDescribe.append(index)
            }
        }
        if !toDescribe.isEmpty {
            let pending = toDescribe.map { starters[$0] }
            let described = await Self.describe(pending)
            for (index, result) in zip(toDescribe, described) {
                results[index] = result
                let bundle = checked[index]
                guard let stamp = bundle.stamp else { continue }
                let outcome: Result<BundleDescription, WidgetRuntimeError>
                switch result {
                case .success(let loaded): outcome = .success(loaded.description)
                case .failure(let failure) where DescriptionCache.isLasting(failure):
                    outcome = .failure(WidgetRuntimeError(
                        failure.code, at: failure.location, failure.message,
                        fix: [failure.fix, "it is described again once its library or Info.json changes"]
                            .compactMap { $0 }.joined(separator: "; ")))
                    results[index] = outcome.map { LoadedBundle(starter: starters[index], description: $0) }
                case .failure: continue
                }
                cache.record(bundle.manifest.identifier, DescriptionCache.Entry(
                    manifest: bundle.manifestText, library: bundle.library, stamp: stamp.text, languages: languages, grants: grantsOf[index],
                    outcome: outcome))
            }
            cache.keepOnly(Set(checked.map(\.manifest.identifier)))
            cache.save(logger: logger)
        }
        for result in results {
            switch result! {
            case .success(let bundle): report.bundles.append(bundle)
            case .failure(let error): report.refuse(error, logger: logger)
            }
        }
        return report
    }

    /// The manifests of the bundles loading would start, checked as ``load()`` checks them, without
    /// running any bundle's code: what a bundle declares, even one that cannot describe its widgets yet.
    public func manifests() -> [BundleManifest] {
        var report = LoadReport()
        return check(discover(into: &report), into: &report).map(\.manifest)
    }

    /// Forgets what the home remembers of an uninstalled bundle: its description and who held its identifier.
    public static func forget(_ identifier: String, home: RuntimeHome) throws(WidgetRuntimeError) {
        let logger = Logger(label: "widgets.loader")
        var cache = DescriptionCache(file: home.stateDirectory.appending(path: "descriptions.json"), logger: logger)
        // Written even when it holds no entry for it: a cache of another worker build is read as
        // empty, yet its file still names the bundle.
        if FileManager.default.fileExists(atPath: cache.file.path) {
            cache.keepOnly(Set(cache.entries.keys).subtracting([identifier]))
            cache.save(logger: logger)
        }
        try BundleIdentities(home: home).release(identifier)
    }

    /// Reads each bundle's manifest and finds its library; refuses duplicates. An identifier stays with
    /// the bundle folder first installed under it (``BundleIdentities``): a later bundle claiming it is
    /// refused and the original keeps working; identifiers first seen claimed by several folders at
    /// once are given to none. Which folder comes first must not decide whose data a bundle reads.
    private func check(_ folders: [URL], into report: inout LoadReport) -> [CheckedBundle] {
        var manifests: [(folder: URL, manifest: BundleManifest, text: String)] = []
        var foldersOfIdentifier: [String: [String]] = [:]
        var unreadable = Set<String>()
        for folder in folders {
            do throws(WidgetRuntimeError) {
                let (manifest, text) = try BundleManifest.load(fromBundleAt: folder)
                manifests.append((folder, manifest, text))
                foldersOfIdentifier[manifest.identifier, default: []].append(BundleIdentities.key(of: folder))
            } catch {
                unreadable.insert(BundleIdentities.key(of: folder))
                report.refuse(error, logger: logger)
            }
        }
        let owners = BundleIdentities(home: home).settle(claims: foldersOfIdentifier, unreadable: unreadable)
        let installed = InstalledBundles(home: home).records()
        let installedIn = Dictionary(installed.map { (URL(filePath: $0.value.folder).standardizedFileURL.path, $0.key) }) { first, _ in first }
        var checked: [CheckedBundle] = []
        var identifierOfFile: [LibraryStamp.Identity: String] = [:]
        for (folder, manifest, text) in manifests {
            do throws(WidgetRuntimeError) {
                let key = BundleIdentities.key(of: folder)
                switch owners[manifest.identifier] {
                case .owner(let owner, let since)? where owner != key:
                    throw WidgetRuntimeError(
                        .duplicateIdentifier, at: folder.path,
                        "identifier '\(manifest.identifier)' belongs to the bundle at \(owner), installed first (\(since.formatted(.iso8601))); this bundle claims it too and is not loaded",
                        fix: "remove \(folder.path) or give it another identifier in its Info.json; if it is the one you trust, remove the bundle at \(owner) and this one takes the identifier")
                case .contested?:
                    let others = (foldersOfIdentifier[manifest.identifier] ?? []).filter { $0 != key }.joined(separator: ", ")
                    throw WidgetRuntimeError(
                        .duplicateIdentifier, at: folder.path,
                        "identifier '\(manifest.identifier)' is also claimed by the bundle at \(others), both new on this home; neither is loaded",
                        fix: "remove the copy you do not trust, or give one of them another identifier")
                default: break
                }
                // A folder `widgets install` filled holds the bundle it was granted for, not another.
                if let recorded = installedIn[folder.standardizedFileURL.path], recorded != manifest.identifier {
                    throw WidgetRuntimeError(
                        .notEntitled, at: folder.path,
                        "holds bundle '\(manifest.identifier)', but `widgets install` put '\(recorded)' here and was granted for that one; it is not loaded",
                        fix: "put back what was installed (widgets install --rebuild \(recorded)), or remove the folder and install the other bundle with `widgets install`")
                }
                if let refusal = InstalledBundles.refusal(of: manifest, at: folder, record: installed[manifest.identifier]) {
                    throw refusal
                }
                let bundle = try locateLibrary(of: manifest, text: text, in: folder)
                if let file = bundle.stamp?.identity {
                    let owner = identifierOfFile[file] ?? LoadedLibraries.shared.link(for: file)?.identifier
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
        return checked
    }

    /// Starts the bundles and asks each what widgets it has, side by side (in-process libraries start
    /// one after another on ``BundleStarter/startQueue``).
    private static func describe(_ starters: [BundleStarter]) async -> [Result<LoadedBundle, WidgetRuntimeError>] {
        let answers = await withTaskGroup(of: (Int, Result<BundleDescription, WidgetRuntimeError>).self) { group in
            for (index, starter) in starters.enumerated() {
                group.addTask {
                    do throws(WidgetRuntimeError) {
                        return (index, .success(try await starter.link().get().send(.describe, expecting: BundleDescription.self)))
                    } catch {
                        return (index, .failure(error))
                    }
                }
            }
            var answers = [Result<BundleDescription, WidgetRuntimeError>?](repeating: nil, count: starters.count)
            for await (index, answer) in group { answers[index] = answer }
            return answers
        }
        return zip(starters, answers).map { starter, answer in
            let bundle = starter.bundle
            switch answer! {
            case .failure(let error):
                let unstartable = [.libraryUnloadable, .missingEntrySymbol, .missingSymbol, .incompatibleABI, .workerFailed].contains(error.code)
                return .failure(unstartable ? error : WidgetRuntimeError(
                    error.code, at: bundle.folder.path, "could not describe its widgets: \(error.message)", fix: error.fix))
            case .success(let description):
                return checked(description, of: bundle.manifest, at: bundle.folder).map {
                    LoadedBundle(starter: starter, description: $0)
                }
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

    /// Finds the bundle's library (or, for a declarative bundle, each library its functions name).
    private func locateLibrary(
        of manifest: BundleManifest, text: String, in folder: URL
    ) throws(WidgetRuntimeError) -> CheckedBundle {
        let manifestFile = folder.appending(path: "Info.json")
        guard let name = manifest.library else {
            var libraries: [String: String] = [:]
            for function in (manifest.declarative?.sources ?? []) + (manifest.declarative?.actions ?? []) where libraries[function.library] == nil {
                if let path = try find(function.library, from: folder) {
                    libraries[function.library] = path
                } else if !SystemLibraries.contains(function.library) {
                    throw WidgetRuntimeError(
                        .libraryNotFound, at: manifestFile.path,
                        "field '\(function.path).library' names '\(function.library)', which is neither in the bundle folder nor a system library",
                        fix: "copy the library into the bundle folder, or name a system library by its soname (e.g. \"libm.so.6\")")
                }
            }
            // The manifest is what a declarative bundle runs from: its changes start a new worker.
            return CheckedBundle(
                manifest: manifest, manifestText: text, folder: folder, library: manifestFile.path,
                stamp: LibraryStamp(path: manifestFile.path), libraries: libraries)
        }
        guard let path = try find(name, from: folder) else {
            let tried = ([folder] + home.librarySearchPaths).map { $0.appending(path: name).path }
            throw WidgetRuntimeError(
                .libraryNotFound, at: manifestFile.path,
                "field 'library' names '\(name)', which is not in \(tried.joined(separator: ", "))",
                fix: "build the bundle (swift build) or copy its library into the bundle folder, or correct 'library'")
        }
        return CheckedBundle(manifest: manifest, manifestText: text, folder: folder, library: path, stamp: LibraryStamp(path: path))
    }

    /// A library file by name: in the bundle folder, else in the library search paths; either way the
    /// file, with symbolic links resolved, must stay inside the folder it was found in, and be a
    /// shared library for this machine. nil when it is in none of them.
    private func find(_ name: String, from folder: URL) throws(WidgetRuntimeError) -> String? {
        let folders = [folder] + home.librarySearchPaths
        let tried = folders.map { $0.appending(path: name) }
        guard let index = tried.firstIndex(where: { FileManager.default.fileExists(atPath: $0.path) }) else { return nil }
        let path = tried[index].path
        let resolved = tried[index].resolvingSymlinksInPath().path
        let container = folders[index].resolvingSymlinksInPath().path
        guard resolved.hasPrefix(container + "/") else {
            throw WidgetRuntimeError(
                .libraryUnloadable, at: path, "is a symbolic link to \(resolved), outside \(container)",
                fix: "copy the library into the bundle folder instead of linking to it")
        }
        try LibraryFile.check(resolved)
        return path
    }

    /// The most widget kinds one bundle may declare.
    static let mostKinds = 100

    /// Checks what the bundle described: at least one widget, at most ``mostKinds``, each kind once.
    static func checked(
        _ description: BundleDescription, of manifest: BundleManifest, at folder: URL
    ) -> Result<BundleDescription, WidgetRuntimeError> {
        guard !description.widgets.isEmpty else {
            return .failure(WidgetRuntimeError(
                .pluginFailed, at: folder.path, "bundle '\(manifest.identifier)' declares no widgets",
                fix: "list at least one Widget in the @main WidgetBundle's body"))
        }
        guard description.widgets.count <= mostKinds else {
            return .failure(WidgetRuntimeError(
                .manifestInvalid, at: folder.path,
                "bundle '\(manifest.identifier)' declares \(description.widgets.count) widget kinds; a bundle has at most \(mostKinds)",
                fix: "make fewer kinds, configurable with an AppIntentConfiguration's parameters"))
        }
        var seen = Set<String>()
        for widget in description.widgets where !seen.insert(widget.kind).inserted {
            return .failure(WidgetRuntimeError(
                .duplicateKind, at: folder.path, "bundle '\(manifest.identifier)' declares kind '\(widget.kind)' twice",
                fix: "give each Widget its own kind string"))
        }
        if let bad = description.widgets.first(where: {
            $0.kind.isEmpty || RenderLimits.name($0.kind) != $0.kind || RenderLimits.label($0.kind) != $0.kind
        }) {
            return .failure(WidgetRuntimeError(
                .manifestInvalid, at: folder.path,
                "bundle '\(manifest.identifier)' declares a kind that is empty, too long or has control characters ('\(RenderLimits.label(bad.kind))')",
                fix: "name each kind with printable text, like \"WeatherWidget\""))
        }
        return .success(description.labelled)
    }
}

extension BundleDescription {
    /// The description with every text people read (names, descriptions, titles) made one printable
    /// line, once, where it comes in: no surface, log or command prints a plugin's escape sequences.
    var labelled: BundleDescription {
        var copy = self
        copy.widgets = widgets.map { kind in
            var kind = kind
            kind.displayName = RenderLimits.label(kind.displayName)
            kind.description = RenderLimits.label(kind.description)
            kind.configuration = kind.configuration?.labelled
            return kind
        }
        return copy
    }
}

extension IntentSchema {
    /// The schema with its titles and descriptions made one printable line each.
    var labelled: IntentSchema {
        var copy = self
        copy.title = RenderLimits.label(title)
        copy.description = description.map(RenderLimits.label)
        copy.summary = summary.map(RenderLimits.label)
        copy.parameters = parameters.map { parameter in
            var parameter = parameter
            parameter.title = RenderLimits.label(parameter.title)
            parameter.cases = parameter.cases.map { choice in
                var choice = choice
                choice.title = RenderLimits.label(choice.title)
                choice.subtitle = choice.subtitle.map(RenderLimits.label)
                return choice
            }
            return parameter
        }
        return copy
    }
}
