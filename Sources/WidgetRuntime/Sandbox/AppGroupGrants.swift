import Foundation
import WidgetWire

/// Which bundles the user lets use each app group on a runtime home, kept in `state/grants.json`.
///
/// A manifest's `appGroups` is a request, not a right: the first bundle that declares a group on a
/// home is granted it when it is first loaded (as installing it), and any other bundle that declares
/// the same group is granted it only when the user says so (`widgets grant BUNDLE GROUP`). So a bundle
/// cannot read another's app group just by naming it. runtime.json's `appGroups.deny` still applies.
public struct AppGroupGrants: Sendable {
    public let file: URL

    public init(home: RuntimeHome) { file = home.stateDirectory.appending(path: "grants.json") }

    /// Group → the bundles granted it, in the order they were granted.
    public func entries() -> [String: [String]] {
        guard let data = FileManager.default.contents(atPath: file.path), let json = try? JSON(parsing: data),
            case .object(let groups)? = json["groups"]
        else { return [:] }
        var entries: [String: [String]] = [:]
        for (group, value) in groups {
            if let bundles = try? [String](json: value, at: group) { entries[group] = bundles }
        }
        return entries
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
        let groups = entries.sorted { $0.key < $1.key }.map { (key: $0.key, value: JSON.array($0.value.map(JSON.string))) }
        try StateFile.write(JSON.fields(["version": .number(1), "groups": .object(groups)]).serialized, to: file)
    }
}
