import Foundation

/// The bundles quarantined in a runtime home, kept in `state/quarantine.json` so that a bundle that
/// kept crashing stays off after a restart of the runtime.
///
/// A quarantine holds only while the bundle is what crashed: its `Info.json` byte for byte and its
/// library the same file, size and times. A rebuilt or reinstalled bundle is given a new chance.
public struct QuarantineList: Sendable {
    public struct Entry: Sendable, Equatable {
        public var quarantine: Quarantine
        var manifest: String
        var stamp: String
    }

    public let file: URL

    public init(file: URL) { self.file = file }

    /// The list of a runtime home.
    public init(home: RuntimeHome) { self.init(file: home.stateDirectory.appending(path: "quarantine.json")) }

    /// The quarantine of a bundle, if it still holds for these files.
    func active(for bundle: CheckedBundle) -> Quarantine? {
        guard let entry = entries()[bundle.manifest.identifier], entry.manifest == bundle.manifestText,
            entry.stamp == bundle.stamp?.text
        else { return nil }
        return entry.quarantine
    }

    /// The file: `{"version": 1, "bundles": {identifier: {reason, since, manifest, stamp}}}`.
    private struct Stored: Codable {
        var version = 1
        var bundles: [String: Bundle]

        struct Bundle: Codable {
            var reason: String
            var since: Date
            var manifest: String
            var stamp: String
        }
    }

    /// The quarantined bundles by identifier, whether or not their files changed since.
    public func entries() -> [String: Entry] {
        (StateFile.read(Stored.self, from: file)?.bundles ?? [:]).mapValues {
            Entry(quarantine: Quarantine(reason: $0.reason, since: $0.since), manifest: $0.manifest, stamp: $0.stamp)
        }
    }

    /// Quarantines a bundle as its files are now.
    func record(_ quarantine: Quarantine, of bundle: CheckedBundle) throws(WidgetRuntimeError) {
        try StateFile.locked(file) { () throws(WidgetRuntimeError) in
            var entries = entries()
            entries[bundle.manifest.identifier] = Entry(quarantine: quarantine, manifest: bundle.manifestText, stamp: bundle.stamp?.text ?? "")
            try save(entries)
        }
    }

    /// Lifts a bundle's quarantine; returns whether there was one.
    @discardableResult
    public func clear(_ identifier: String) throws(WidgetRuntimeError) -> Bool {
        try StateFile.locked(file) { () throws(WidgetRuntimeError) in
            var entries = entries()
            guard entries.removeValue(forKey: identifier) != nil else { return false }
            try save(entries)
            return true
        }
    }

    private func save(_ entries: [String: Entry]) throws(WidgetRuntimeError) {
        let bundles = entries.mapValues {
            Stored.Bundle(reason: $0.quarantine.reason, since: $0.quarantine.since, manifest: $0.manifest, stamp: $0.stamp)
        }
        try StateFile.write(encoding: Stored(bundles: bundles), to: file)
    }
}
