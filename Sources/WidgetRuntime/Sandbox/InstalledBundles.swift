import Foundation
import WidgetABI

/// The bundles `widgets install` put on a runtime home, kept in `state/installed.json`: where each came
/// from, its version, its kinds, and what the user granted it when asked.
///
/// A bundle installed this way gets only what was granted: one whose `Info.json` asks for more
/// (network, a URL scheme, an app group, the location, after someone swapped its folder) is refused
/// until it is installed again and the user says yes to the new ask. Bundles copied by hand or with
/// `widgets bundle --install` are the user's own and have no record.
public struct InstalledBundles: Sendable {
    public let file: URL
    /// Where the previous version of each installed bundle is kept for `install --rollback`, out of
    /// every plugin folder.
    public let keptVersions: URL

    public init(home: RuntimeHome) {
        file = home.stateDirectory.appending(path: "installed.json")
        keptVersions = home.stateDirectory.appending(path: "installed")
    }

    /// What the user granted a bundle at install.
    public struct Grants: Codable, Sendable, Hashable {
        public var appGroups: [String]
        public var urlSchemes: [String]
        public var network: Bool
        public var location: Bool

        public init(_ entitlements: BundleManifest.Entitlements) {
            appGroups = entitlements.appGroups.sorted()
            urlSchemes = entitlements.urlSchemes.sorted()
            network = entitlements.network
            location = entitlements.location
        }

        /// What `entitlements` asks for beyond these grants, one phrase each ("network", "app group g").
        public func ungranted(in entitlements: BundleManifest.Entitlements) -> [String] {
            var asked: [String] = []
            if entitlements.network && !network { asked.append("network") }
            if entitlements.location && !location { asked.append("the location") }
            asked += entitlements.appGroups.filter { !appGroups.contains($0) }.sorted().map { "app group \($0)" }
            asked += entitlements.urlSchemes.filter { !urlSchemes.contains($0) }.sorted().map { "URL scheme \($0):" }
            return asked
        }
    }

    /// One installed version of a bundle.
    public struct Version: Codable, Sendable, Hashable {
        /// The bundle's version (its Info.json's).
        public var version: String
        /// Where it came from: a git URL, a package or bundle folder, an archive.
        public var source: String
        /// The tag or commit asked for, if any.
        public var reference: String?
        /// The commit built, for a git source.
        public var commit: String?
        /// The catalog it was found in, if any.
        public var catalog: String?
        public var kinds: [String]
        public var grants: Grants
        public var installed: Date

        public init(
            version: String, source: String, reference: String?, commit: String?, catalog: String?, kinds: [String],
            grants: Grants, installed: Date = Date()
        ) {
            self.version = version
            self.source = source
            self.reference = reference
            self.commit = commit
            self.catalog = catalog
            self.kinds = kinds
            self.grants = grants
            self.installed = installed
        }
    }

    /// An installed bundle: its folder in a plugin folder, the version there, and the one before it.
    public struct Record: Codable, Sendable, Hashable {
        public var folder: String
        public var current: Version
        public var previous: Version?

        public init(folder: String, current: Version, previous: Version? = nil) {
            self.folder = folder
            self.current = current
            self.previous = previous
        }
    }

    /// The file: `{"version": 1, "bundles": {identifier: Record}}`.
    private struct Stored: Codable {
        var version = 1
        var bundles: [String: Record]
    }

    /// Identifier → its record.
    public func records() -> [String: Record] { StateFile.read(Stored.self, from: file)?.bundles ?? [:] }

    /// Where the previous version of `identifier` is kept (a `.widgetbundle` folder inside).
    public func keptFolder(of identifier: String) -> URL { keptVersions.appending(path: identifier) }

    /// Changes the records under the file's lock; returns what `change` returns.
    @discardableResult
    public func update<Result>(_ change: (inout [String: Record]) throws(WidgetRuntimeError) -> Result) throws(WidgetRuntimeError) -> Result {
        try StateFile.locked(file) { () throws(WidgetRuntimeError) in
            var bundles = records()
            let result = try change(&bundles)
            try StateFile.write(encoding: Stored(bundles: bundles), to: file)
            return result
        }
    }

    /// The installed bundles built for another runtime (their `abiVersion` is not this one's): a
    /// runtime upgrade lists them, and `widgets install --rebuild` builds them again.
    public func builtForAnotherABI() -> [String] {
        records().filter { _, record in
            BundleManifest.declaredABI(at: URL(filePath: record.folder)).map { $0 != Int(WIDGET_ABI_VERSION) } == true
        }.keys.sorted()
    }

    /// The refusal of an installed bundle whose manifest asks for more than the user granted, or nil.
    public static func refusal(of manifest: BundleManifest, at folder: URL, record: Record?) -> WidgetRuntimeError? {
        guard let record else { return nil }
        let asked = record.current.grants.ungranted(in: manifest.entitlements)
        guard !asked.isEmpty else { return nil }
        return WidgetRuntimeError(
            .notEntitled, at: folder.path,
            "asks for \(asked.joined(separator: ", ")), which you did not grant when you installed it from \(record.current.source)",
            fix: "install it again to be asked (widgets install \(record.current.source)), or put back the version you granted (widgets install --rollback \(manifest.identifier))")
    }
}
