import WidgetWire

/// Who may use which app groups, from `runtime.json`'s `appGroups`.
///
/// A bundle gets the groups its manifest declares unless the policy denies them; an app (a process
/// using `WidgetClient`) gets the groups the policy lists for it.
public struct AppGroupPolicy: Sendable, Hashable {
    /// Bundle identifier → groups it declares but may not use.
    public var deny: [String: [String]]
    /// App identifier → groups it may use.
    public var apps: [String: [String]]

    public init(deny: [String: [String]] = [:], apps: [String: [String]] = [:]) {
        self.deny = deny
        self.apps = apps
    }

    package init(json: JSON) throws(WireError) {
        let fields = try JSONFields(json, at: "appGroups")
        if let unknown = fields.members.first(where: { !["deny", "apps"].contains($0.key) }) {
            throw WireError(.malformedMessage, "unknown field 'appGroups.\(unknown.key)'; use deny or apps")
        }
        func lists(_ key: String) throws(WireError) -> [String: [String]] {
            guard let json = fields[key] else { return [:] }
            var lists: [String: [String]] = [:]
            for member in try JSONFields(json, at: "appGroups.\(key)").members {
                lists[member.key] = try [String](json: member.value, at: "appGroups.\(key).\(member.key)")
            }
            return lists
        }
        self.init(deny: try lists("deny"), apps: try lists("apps"))
    }
}
