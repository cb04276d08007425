import Foundation
import Spawning
import WidgetABI
import WidgetRuntime
import WidgetWire

/// `widgets install`, `update`, `uninstall` and `--rollback` on one home: a bundle fetched, built,
/// shown with what it asks for, installed on yes in one rename, recorded with what was granted.
struct Installation {
    var home: RuntimeHome
    /// Answers a yes-or-no question (the prompt is printed first); `--yes` answers yes.
    var ask: (String) -> Bool

    var installed: InstalledBundles { InstalledBundles(home: home) }

    /// Fetches, builds and installs a bundle, asking first; returns its identifier and record.
    /// `entry` is the catalog entry the source came from.
    @discardableResult
    /// `expected` is the identifier an update or rebuild is for: a bundle under another is refused.
    func install(_ source: BundleSource, from entry: CatalogEntry? = nil, expecting expected: String? = nil) async throws -> (String, InstalledBundles.Record) {
        let scratch = FileManager.default.temporaryDirectory.appending(path: "widgets-install-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let fetched = try await Self.fetch(source, in: scratch)
        let (staged, reference, commit, sourceRoot) = (fetched.bundle, fetched.reference, fetched.commit, fetched.root)

        let manifest = try BundleManifest.load(fromBundleAt: staged).0
        let identifier = manifest.identifier
        if let entry, entry.id != identifier {
            throw WidgetRuntimeError(
                .installFailed, at: entry.file.path,
                "the catalog lists '\(entry.id)', but the bundle at \(entry.source) \(entry.tag) is '\(TerminalText.sanitized(identifier))'",
                fix: "tell the catalog's maintainers; nothing was installed")
        }
        if let expected, expected != identifier {
            throw WidgetRuntimeError(
                .installFailed, at: "\(source)", "holds bundle '\(TerminalText.name(identifier))', not '\(expected)', which it was installed as",
                fix: "nothing was changed; tell its author, or `widgets install` it as the new bundle it is")
        }
        let record = installed.records()[identifier]
        let target = try target(of: manifest, folderName: staged.lastPathComponent, record: record)

        let preview = try await BundlePreview.load(staged, in: scratch)
        let replaced = try? BundleManifest.load(fromBundleAt: target).0
        print(summary(manifest, source: source, reference: reference, commit: commit, licence: licence(entry, sourceRoot), preview: preview, replacing: replaced?.version))
        fflush(nil)
        let newlyAsked = record.map { $0.current.grants.ungranted(in: manifest.entitlements) }
        // Without a question only where the same source gives a release asking for nothing new.
        let sameSource = record?.current.source == (entry?.source ?? source.description)
        if let newlyAsked, newlyAsked.isEmpty, sameSource {
            print("It asks for nothing you have not granted it.")
        } else {
            if let record, !sameSource {
                print("It would take the place of \(identifier) \(record.current.version), installed from \(TerminalText.name(record.current.source)).")
            }
            if let newlyAsked, !newlyAsked.isEmpty { print("It asks for more than you granted: \(newlyAsked.joined(separator: ", ")).") }
            guard ask("Install it and grant what it asks for? [y/N] ") else {
                throw WidgetRuntimeError(.installFailed, at: identifier, "not installed: you said no", fix: "nothing to do; nothing was changed")
            }
        }

        // Granted first: a running runtime that sees the new folder before this ends finds its grants.
        let groups = AppGroupGrants(home: home)
        for group in manifest.entitlements.appGroups { try groups.grant(group, to: identifier) }
        if manifest.entitlements.location { try LocationGrants(home: home).grant(to: identifier) }
        let version = InstalledBundles.Version(
            version: manifest.version, source: entry?.source ?? source.description, reference: reference, commit: commit, catalog: entry?.catalog,
            kinds: preview.kinds.map(\.description.kind), grants: InstalledBundles.Grants(manifest.entitlements))
        // What it replaces is kept for a rollback: the version installed, or a copy put there by hand.
        let previous = FileManager.default.fileExists(atPath: target.path)
            ? record?.current ?? replaced.map { old in
                InstalledBundles.Version(
                    version: old.version, source: "the copy that was at \(target.path)", reference: nil, commit: nil, catalog: nil,
                    kinds: [], grants: InstalledBundles.Grants(old.entitlements))
            }
            : nil
        let now = InstalledBundles.Record(folder: target.path, current: version, previous: previous)
        try installed.update { (records: inout [String: InstalledBundles.Record]) throws(WidgetRuntimeError) in records[identifier] = now }

        let kept = installed.keptFolder(of: identifier)
        let placing = scratch.appending(path: "placing").appending(path: target.lastPathComponent)
        let placed: (folder: URL, replaced: Bool)
        do {
            try FileManager.default.createDirectory(at: placing.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: staged, to: placing)
            placed = try BundleInstaller.install(placing, into: target.deletingLastPathComponent(), keepingPreviousIn: previous == nil ? nil : kept)
        } catch {
            // Nothing moved: the record is what it was.
            try installed.update { (records: inout [String: InstalledBundles.Record]) throws(WidgetRuntimeError) in records[identifier] = record }
            throw error
        }
        if !placed.replaced { try? FileManager.default.removeItem(at: kept) }
        print("Installed \(TerminalText.sanitized(manifest.name)) \(manifest.version) in \(placed.folder.path).")
        await tellRuntime(replaced: placed.replaced)
        return (identifier, now)
    }

    /// A source fetched and made a bundle in `scratch`.
    struct Fetched {
        /// The bundle folder.
        var bundle: URL
        /// The tag, branch or commit checked out, and its commit, for a git source.
        var reference: String?
        var commit: String?
        /// The folder it came from (a clone, an unpacked archive, the user's folder).
        var root: URL
    }

    /// Fetches a source into `scratch` and makes it a bundle: a git repository is cloned at its
    /// reference, an archive unpacked, a package built (in the fence unless it is the user's folder).
    /// `quiet` leaves out the progress (for JSON output).
    static func fetch(_ source: BundleSource, in scratch: URL, quiet: Bool = false) async throws -> Fetched {
        var reference: String?
        var commit: String?
        let root: URL
        let staged: URL
        switch source {
        case .catalog(let id):
            throw WidgetRuntimeError(.installFailed, at: id, "is a catalog id, not resolved to its source", fix: "report this")
        case .git(let address, let wanted):
            let clone = scratch.appending(path: "source")
            if !quiet {
                print("Fetching \(TerminalText.sanitized(address))\(wanted.map { " at \(TerminalText.sanitized($0))" } ?? "")…")
                fflush(nil)
            }
            (reference, commit) = try GitRepository.clone(address, reference: wanted, into: clone)
            root = clone
            do {
                staged = try await stage(clone, fenced: true, quiet: quiet, in: scratch)
            } catch var error as WidgetRuntimeError {
                // Named by where it came from, not the folder it was fetched into.
                let origin = "\(TerminalText.name(address)) at \(TerminalText.name(reference ?? "its default branch"))"
                let inClone = error.location.flatMap { $0.hasPrefix(clone.path + "/") ? String($0.dropFirst(clone.path.count + 1)) : nil }
                error.location = inClone.map { "\(origin): \($0)" } ?? origin
                throw error
            }
        case .package(let folder):
            root = folder
            staged = try await PackageBuild(package: folder, quiet: quiet).bundle(in: scratch.appending(path: "bundle"))
        case .bundle(let folder):
            root = folder
            staged = try await stage(folder, fenced: true, quiet: quiet, in: scratch)
        case .archive(let file):
            let unpacked = scratch.appending(path: "unpacked")
            try FileManager.default.createDirectory(at: unpacked, withIntermediateDirectories: true)
            try BundleArchive(file: file).unpack(into: unpacked)
            let top = (try? FileManager.default.contentsOfDirectory(atPath: unpacked.path)) ?? []
            let folder = top.count == 1 ? unpacked.appending(path: top[0]) : unpacked
            root = folder
            staged = try await stage(folder, fenced: true, quiet: quiet, in: scratch)
        }

        return Fetched(bundle: staged, reference: reference, commit: commit, root: root)
    }

    /// A fetched folder made a bundle: a package is built (in a fence: ``BuildFence``), a bundle
    /// folder is copied without its `.git`, under `NAME.widgetbundle`.
    private static func stage(_ folder: URL, fenced: Bool, quiet: Bool, in scratch: URL) async throws -> URL {
        if FileManager.default.fileExists(atPath: folder.appending(path: "Package.swift").path) {
            let fence = fenced ? try BuildFence(folder: scratch.appending(path: "fence"), package: folder) : nil
            if fenced, !quiet {
                print("Building it \(BuildFence.summary).")
                fflush(nil)
            }
            return try await PackageBuild(package: folder, quiet: quiet, fence: fence).bundle(in: scratch.appending(path: "bundle"))
        }
        guard FileManager.default.fileExists(atPath: folder.appending(path: "Info.json").path) else {
            throw WidgetRuntimeError(
                .installFailed, at: TerminalText.name(folder.lastPathComponent), "holds neither a widget package (Package.swift) nor a bundle (Info.json) at its top",
                fix: "point at the repository or archive of a widget package or bundle")
        }
        let manifest = try BundleManifest.load(fromBundleAt: folder).0
        let name = Self.isPlainBundleName(folder.lastPathComponent)
            ? folder.lastPathComponent : "\(manifest.name.filter { $0.isASCII && ($0.isLetter || $0.isNumber) }).widgetbundle"
        let bundle = scratch.appending(path: "bundle").appending(path: name)
        try FileManager.default.createDirectory(at: bundle.deletingLastPathComponent(), withIntermediateDirectories: true)
        try BundleFileCopy(inside: [folder], skipping: [".git"]).copy(folder, to: bundle)
        return bundle
    }

    /// Whether a folder's name may be a bundle's folder in the plugins folder as it is: `NAME.widgetbundle`
    /// of letters, digits, `-`, `_` and `.`, as archives and repositories name it (else the bundle's name is used).
    static func isPlainBundleName(_ name: String) -> Bool {
        name.hasSuffix(".widgetbundle") && name.count > 13 && name.count <= 128 && !name.hasPrefix(".")
            && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) }
    }

    /// Where the bundle goes: where its installed version is, else its folder name in the home's first
    /// plugin folder. Another bundle there, or this identifier in a folder the user put there by hand,
    /// stops the install.
    private func target(of manifest: BundleManifest, folderName: String, record: InstalledBundles.Record?) throws -> URL {
        if let record { return URL(filePath: record.folder) }
        guard let plugins = home.pluginFolders.first else {
            throw WidgetRuntimeError(
                .configurationInvalid, at: home.configurationFile.path, "names no plugin folder to install into",
                fix: "add \"plugins\": [\"plugins\"] to runtime.json")
        }
        let target = plugins.appending(path: folderName)
        if let there = try? BundleManifest.load(fromBundleAt: target).0, there.identifier != manifest.identifier {
            throw WidgetRuntimeError(
                .installFailed, at: target.path, "holds another bundle, '\(there.identifier)', and \(folderName) would replace it",
                fix: "remove or rename that folder first (widgets uninstall \(there.identifier))")
        }
        for folder in home.pluginFolders {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] where !name.hasPrefix(".") {
                let other = folder.appending(path: name)
                guard other.standardizedFileURL != target.standardizedFileURL,
                    (try? BundleManifest.load(fromBundleAt: other).0.identifier) == manifest.identifier
                else { continue }
                throw WidgetRuntimeError(
                    .installFailed, at: other.path, "already holds bundle '\(manifest.identifier)', not installed by `widgets install`",
                    fix: "remove it first (rm -r \(other.path)) if this one should take its place")
            }
        }
        return target
    }

    /// What the user reads before saying yes: the bundle, its source, what it asks for, its kinds.
    private func summary(
        _ manifest: BundleManifest, source: BundleSource, reference: String?, commit: String?, licence: String?,
        preview: BundlePreview, replacing: String?
    ) -> String {
        var lines = ["", "\(manifest.name) \(manifest.version) (\(manifest.identifier))" + (replacing.map { ", replacing \($0)" } ?? "")]
        var origin = "  from \(source)"
        if let reference { origin += " at \(reference)" }
        if let commit { origin += ", commit \(commit.prefix(12))" }
        lines.append(origin)
        lines.append("  licence: \(licence ?? "none stated")")
        lines.append("It asks for:")
        let asked = manifest.entitlements
        let others = AppGroupGrants(home: home).entries()
        for group in asked.appGroups {
            let sharing = (others[group] ?? []).filter { $0 != manifest.identifier }
            lines.append("  app group \(group): its shared data and folder" + (sharing.isEmpty ? ", which no other bundle has" : ", shared with \(sharing.joined(separator: ", "))"))
        }
        if asked.network { lines.append("  network: internet connections to any host") }
        if asked.location { lines.append("  location: the device's location") }
        if !asked.urlSchemes.isEmpty { lines.append("  URL schemes it may open: \(asked.urlSchemes.map { "\($0):" }.joined(separator: ", "))") }
        if asked.appGroups.isEmpty && !asked.network && !asked.location && asked.urlSchemes.isEmpty {
            lines.append("  nothing beyond its own folder and settings")
        }
        let set = manifest.limits
        let limits = [
            set.memory.map { "memory \($0 >> 20) MB" }, set.cpuSeconds.map { "CPU \($0) s" }, set.processes.map { "\($0) processes" },
            set.folderSize.map { "folder \($0 >> 20) MB" },
        ].compactMap { $0 }.joined(separator: ", ")
        if !limits.isEmpty { lines.append("  limits it sets itself: \(limits)") }
        lines.append("Its widgets:")
        for kind in preview.kinds {
            let families = kind.description.supportedFamilies.map(\.shortName).joined(separator: ", ")
            lines.append("  \(kind.description.kind) \"\(kind.description.displayName)\" [\(families)]")
            lines += kind.picture.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
        }
        return TerminalText.sanitized(lines.joined(separator: "\n"))
    }

    /// The licence: the catalog's word, else the first line of the source's LICENSE or COPYING file.
    private func licence(_ entry: CatalogEntry?, _ root: URL?) -> String? {
        if let licence = entry?.licence { return licence }
        guard let root else { return nil }
        for name in ["LICENSE", "LICENSE.md", "LICENSE.txt", "LICENCE", "COPYING"] {
            guard let text = try? String(contentsOf: root.appending(path: name), encoding: .utf8) else { continue }
            let first = text.split(separator: "\n").first { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            return (first.map { String($0.trimmingCharacters(in: .whitespaces).prefix(80)) } ?? "") + " (\(name))"
        }
        return nil
    }

    /// Builds installed bundles again from their recorded source at their recorded commit: `identifier`,
    /// or each one built for another runtime.
    func rebuild(_ identifier: String?) async throws {
        let records = installed.records()
        let chosen = identifier.map { [$0] } ?? installed.builtForAnotherABI()
        if chosen.isEmpty { print("Every installed bundle is built for this runtime (ABI \(WIDGET_ABI_VERSION)).") }
        for id in chosen {
            guard let record = records[id] else { throw notInstalled(id) }
            let current = record.current
            let source: BundleSource = GitRepository.isAddress(current.source)
                ? .git(current.source, reference: current.commit ?? current.reference) : try BundleSource.parse(current.source)
            let entry = current.catalog.flatMap { Catalogs(home: home).entries(withID: id, in: $0).first }
            print("Rebuilding \(id) \(current.version) from \(current.source)…")
            try await install(source, from: entry, expecting: id)
        }
    }

    /// Puts back the version kept before the last install of `identifier`.
    func rollback(_ identifier: String) async throws {
        guard let record = installed.records()[identifier] else { throw notInstalled(identifier) }
        guard let previous = record.previous else {
            throw WidgetRuntimeError(
                .installFailed, at: identifier, "has no earlier version kept (\(record.current.version) is the only one installed)",
                fix: "an install over an installed version keeps the one it replaces")
        }
        try BundleInstaller.restore(from: installed.keptFolder(of: identifier), to: URL(filePath: record.folder))
        try installed.update { (records: inout [String: InstalledBundles.Record]) throws(WidgetRuntimeError) in
            records[identifier] = InstalledBundles.Record(folder: record.folder, current: previous, previous: record.current)
        }
        print("Rolled \(identifier) back from \(record.current.version) to \(previous.version); `widgets install --rollback \(identifier)` again undoes it.")
        await tellRuntime(replaced: true)
    }

    /// Removes a bundle installed with `widgets install`, its kept version, instances, grants and
    /// record; with `data`, its private folder and settings too. Returns what was removed, one phrase each.
    func uninstall(_ identifier: String, data: Bool) throws -> [String] {
        guard let record = installed.records()[identifier] else { throw notInstalled(identifier) }
        var removed: [String] = []
        if (try? FileManager.default.removeItem(at: URL(filePath: record.folder))) != nil { removed.append(record.folder) }
        try? FileManager.default.removeItem(at: installed.keptFolder(of: identifier))
        // The folder of kept versions goes once it is empty.
        rmdir(installed.keptVersions.path)
        let instances = try InstanceList.removeInstances(ofBundle: identifier, home: home)
        if !instances.isEmpty { removed.append("its widgets \(instances.map(\.description).joined(separator: ", "))") }
        let groups = AppGroupGrants(home: home)
        for (group, bundles) in groups.entries() where bundles.contains(identifier) {
            try groups.revoke(group, from: identifier)
            removed.append("its grant of \(group)")
        }
        if try LocationGrants(home: home).revoke(from: identifier) { removed.append("its grant of the location") }
        _ = try? QuarantineList(home: home).clear(identifier)
        try BundleLoader.forget(identifier, home: home)
        if data {
            let folder = home.privateFolder(of: identifier)
            if (try? FileManager.default.removeItem(at: folder)) != nil { removed.append(folder.path) }
            let settings = try DefaultsStore(file: home.defaultsDatabase).removeSuite(identifier)
            if settings > 0 { removed.append("its \(settings) setting\(settings == 1 ? "" : "s")") }
        }
        try installed.update { (records: inout [String: InstalledBundles.Record]) throws(WidgetRuntimeError) in records[identifier] = nil }
        return removed
    }

    func notInstalled(_ identifier: String) -> WidgetRuntimeError {
        let known = installed.records().keys.sorted()
        return WidgetRuntimeError(
            .unknownBundle, at: identifier, "was not installed with `widgets install`",
            fix: known.isEmpty ? "a bundle you copied in yourself is removed by deleting its folder" : "installed: \(known.joined(separator: ", "))")
    }

    /// Tells a running runtime its bundles changed, as `widgets bundle --install` does.
    private func tellRuntime(replaced: Bool) async {
        guard let runtime = try? await ControlConnection.connect(to: home) else { return }
        defer { runtime.close() }
        if let started = try? await runtime.bundlesReplaced(), !started.isEmpty {
            print("The running runtime started it again; its widgets reload.")
        } else if !replaced {
            print("The running runtime shows it when it starts again.")
        }
    }
}
