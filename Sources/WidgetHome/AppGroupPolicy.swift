import WidgetWire

/// Who may use which app groups, from `runtime.json`'s `appGroups`.
///
/// An app (a process using `WidgetClient`) gets the groups the policy lists for it. A bundle gets a
/// group it declares when the user granted it (`widgets grant`, `state/grants.json`) or when an app's
/// entry here lists both the group and the bundle (`"apps": {"counter-app": {"groups":
/// ["group.example.counter"], "bundles": ["com.example.counter"]}}`: the app trusts its widget bundle
/// with its data), and never when `deny` names the group for it.
public struct AppGroupPolicy: Sendable, Hashable {
    /// Bundle identifier → groups it declares but may not use.
    public var deny: [String: [String]]
    /// App identifier → groups it may use.
    public var apps: [String: [String]]
    /// App identifier → the bundles it shares its groups with (the object form of its entry).
    public var appBundles: [String: [String]]

    public init(deny: [String: [String]] = [:], apps: [String: [String]] = [:], appBundles: [String: [String]] = [:]) {
        self.deny = deny
        self.apps = apps
        self.appBundles = appBundles
    }

    /// The groups runtime.json gives a bundle: those of every app whose entry names the bundle.
    public func groups(trusting bundle: String) -> Set<String> {
        Set(appBundles.filter { $0.value.contains(bundle) }.flatMap { apps[$0.key] ?? [] })
    }

    /// The apps whose entry lists a group, for messages.
    public func apps(sharing group: String) -> [String] {
        apps.filter { $0.value.contains(group) }.map(\.key).sorted()
    }

    package init(json: JSON) throws(WireError) {
        let fields = try JSONFields(json, at: "appGroups")
        if let unknown = fields.members.first(where: { !["deny", "apps"].contains($0.key) }) {
            throw WireError(.malformedMessage, "unknown field 'appGroups.\(unknown.key)'; use deny or apps")
        }
        var deny: [String: [String]] = [:]
        if let json = fields["deny"] {
            for member in try JSONFields(json, at: "appGroups.deny").members {
                deny[member.key] = try [String](json: member.value, at: "appGroups.deny.\(member.key)")
            }
        }
        var apps: [String: [String]] = [:]
        var appBundles: [String: [String]] = [:]
        if let json = fields["apps"] {
            for member in try JSONFields(json, at: "appGroups.apps").members {
                let path = "appGroups.apps.\(member.key)"
                guard case .object = member.value else {
                    apps[member.key] = try [String](json: member.value, at: path)
                    continue
                }
                // {"groups": [...], "bundles": [...]}: the app's groups, and the bundles it trusts with them.
                let entry = try JSONFields(member.value, at: path)
                if let unknown = entry.members.first(where: { !["groups", "bundles"].contains($0.key) }) {
                    throw WireError(.malformedMessage, "unknown field '\(path).\(unknown.key)'; use groups or bundles")
                }
                apps[member.key] = try entry.optional("groups") ?? []
                appBundles[member.key] = try entry.optional("bundles") ?? []
            }
        }
        self.init(deny: deny, apps: apps, appBundles: appBundles)
    }
}
