import Foundation

/// Which bundles the user lets use each app group on a runtime home, kept in `state/grants.json`.
///
/// A manifest's `appGroups` is a request, not a right: a bundle that declares a group may use it only
/// when the user granted it (`widgets grant BUNDLE GROUP`) or runtime.json's `appGroups.apps` has an
/// app entry that lists both the group and the bundle (``AppGroupPolicy/groups(trusting:)``). Until
/// then it loads and is *waiting for the grant*: the group's suite and container are not its. Which
/// bundle loads first decides nothing. runtime.json's `appGroups.deny` still applies.
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

    /// What a bundle may do with each group it declares: use it (granted by the user or by an app's
    /// entry in runtime.json), wait for the grant, or nothing (runtime.json denies it).
    public static func access(
        of identifier: String, declaring declared: [String], policy: AppGroupPolicy, grants: [String: [String]]
    ) -> GroupAccess {
        let denied = Set(policy.deny[identifier] ?? [])
        let trusted = policy.groups(trusting: identifier)
        var access = GroupAccess()
        for group in declared {
            if denied.contains(group) {
                access.denied.append(group)
            } else if trusted.contains(group) || grants[group]?.contains(identifier) == true {
                access.granted.append(group)
            } else {
                access.waiting.append(group)
            }
        }
        return access
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
            if entries[group]?.isEmpty == true { entries[group] = nil }
            try save(entries)
            return true
        }
    }

    private func save(_ entries: [String: [String]]) throws(WidgetRuntimeError) {
        try StateFile.write(encoding: Stored(groups: entries), to: file)
    }
}
