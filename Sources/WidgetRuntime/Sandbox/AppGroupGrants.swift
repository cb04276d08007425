import Foundation

/// Which bundles the user lets use each app group on a runtime home, kept in `state/grants.json`.
///
/// A manifest's `appGroups` is a request, not a right: the first bundle that declares a group on a
/// home is granted it when it is first loaded (as installing it), and any other bundle that declares
/// the same group is granted it only when the user says so (`widgets grant BUNDLE GROUP`). So a bundle
/// cannot read another's app group just by naming it. runtime.json's `appGroups.deny` still applies.
public struct AppGroupGrants: Sendable {
    public let file: URL

    public init(home: RuntimeHome) { file = home.stateDirectory.appending(path: "grants.json") }

    /// The file: `{"version": 1, "groups": {group: [bundle, …]}}`.
    private struct Stored: Codable {
        var version = 1
        var groups: [String: [String]]
    }

    /// Group → the bundles granted it, in the order they were granted.
    public func entries() -> [String: [String]] {
        StateFile.read(Stored.self, from: file)?.groups ?? [:]
    }

    /// Grants each group a bundle declares that no bundle has yet, in the order given (the loader's),
    /// and returns every grant, with the new ones.
    func grantingFirstClaims(_ claims: [(bundle: String, groups: [String])]) throws(WidgetRuntimeError) -> [String: [String]] {
        let current = entries()
        guard claims.contains(where: { claim in claim.groups.contains { current[$0] == nil } }) else { return current }
        return try StateFile.locked(file) { () throws(WidgetRuntimeError) in
            var entries = entries()
            var changed = false
            for claim in claims {
                for group in claim.groups where entries[group] == nil {
                    entries[group] = [claim.bundle]
                    changed = true
                }
            }
            if changed { try save(entries) }
            return entries
        }
    }

    /// Lets `bundle` use `group`; returns false when it already could.
    @discardableResult
    public func grant(_ group: String, to bundle: String) throws(WidgetRuntimeError) -> Bool {
        try StateFile.locked(file) { () throws(WidgetRuntimeError) in
            var entries = entries()
            guard !(entries[group] ?? []).contains(bundle) else { return false }
            entries[group, default: []].append(bundle)
            try save(entries)
            return true
        }
    }

    /// Takes `group` from `bundle`; returns false when it did not have it.
    @discardableResult
    public func revoke(_ group: String, from bundle: String) throws(WidgetRuntimeError) -> Bool {
        try StateFile.locked(file) { () throws(WidgetRuntimeError) in
            var entries = entries()
            guard let index = entries[group]?.firstIndex(of: bundle) else { return false }
            entries[group]?.remove(at: index)
            // An empty list keeps the group taken: it is not given to the next bundle that asks.
            try save(entries)
            return true
        }
    }

    private func save(_ entries: [String: [String]]) throws(WidgetRuntimeError) {
        try StateFile.write(encoding: Stored(groups: entries), to: file)
    }
}
