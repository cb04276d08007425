import Foundation

/// Which bundle folder each identifier belongs to on a runtime home, kept in `state/identifiers.json`.
///
/// An identifier is a bundle's name for its own suite, its private folder, its instances and the app
/// groups runtime.json trusts it with, so it stays with the bundle first installed under it: the
/// first time a home sees an identifier claimed by one bundle folder, that folder is recorded with the
/// time; a later bundle that claims it from another folder is the one refused, and the original keeps
/// working. The record lapses when its folder no longer holds a bundle of that identifier (the bundle
/// was removed, moved or renamed), so the next lone claimant takes it. Identifiers first seen claimed
/// by several folders at once are given to none of them until the user removes the ones they do not trust.
struct BundleIdentities: Sendable {
    let file: URL

    init(home: RuntimeHome) { file = home.stateDirectory.appending(path: "identifiers.json") }

    /// The folder an identifier belongs to, and when the home first saw it there.
    struct Owner: Codable, Sendable, Hashable {
        var folder: String
        var firstSeen: Date
    }

    /// The file: `{"version": 1, "bundles": {identifier: {"folder": …, "firstSeen": …}}}`.
    private struct Stored: Codable {
        var version = 1
        var bundles: [String: Owner]
    }

    func entries() -> [String: Owner] { StateFile.read(Stored.self, from: file)?.bundles ?? [:] }

    /// Who keeps an identifier this load.
    enum Decision: Equatable {
        /// This folder's bundle keeps it; `since` is when the home first saw it there.
        case owner(String, since: Date)
        /// Several new folders claim it at once: none of them gets it.
        case contested
    }

    /// Decides each identifier's owner from the folders claiming it now (the paths as ``key(of:)``
    /// gives them) and the folders whose manifest could not be read, and records new owners.
    /// A recorded owner whose folder still has a manifest that could not be read keeps its identifier.
    func settle(claims: [String: [String]], unreadable: Set<String>, now: Date = Date()) -> [String: Decision] {
        func decide(_ recorded: [String: Owner]) -> (decisions: [String: Decision], changed: [String: Owner]) {
            var decisions: [String: Decision] = [:]
            var changed: [String: Owner] = [:]
            for (identifier, folders) in claims {
                if let owner = recorded[identifier], folders.contains(owner.folder) || unreadable.contains(owner.folder) {
                    decisions[identifier] = .owner(owner.folder, since: owner.firstSeen)
                } else if folders.count == 1 {
                    decisions[identifier] = .owner(folders[0], since: now)
                    changed[identifier] = Owner(folder: folders[0], firstSeen: now)
                } else {
                    decisions[identifier] = .contested
                }
            }
            return (decisions, changed)
        }
        let first = decide(entries())
        guard !first.changed.isEmpty else { return first.decisions }
        // Recorded under the file's lock, against what another process may have recorded meanwhile.
        let settled = try? StateFile.locked(file) { () throws(WidgetRuntimeError) in
            var recorded = entries()
            let again = decide(recorded)
            recorded.merge(again.changed) { _, new in new }
            if !again.changed.isEmpty { try StateFile.write(encoding: Stored(bundles: recorded), to: file) }
            return again.decisions
        }
        return settled ?? first.decisions
    }

    /// Forgets who holds an identifier (its bundle was uninstalled), so the next bundle claiming it takes it.
    func release(_ identifier: String) throws(WidgetRuntimeError) {
        try StateFile.locked(file) { () throws(WidgetRuntimeError) in
            var recorded = entries()
            guard recorded.removeValue(forKey: identifier) != nil else { return }
            try StateFile.write(encoding: Stored(bundles: recorded), to: file)
        }
    }

    /// A bundle folder as the record keeps it: absolute, with symbolic links resolved.
    static func key(of folder: URL) -> String { folder.standardizedFileURL.resolvingSymlinksInPath().path }
}
