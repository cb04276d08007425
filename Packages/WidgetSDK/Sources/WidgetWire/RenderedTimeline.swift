/// A provider's timeline with every entry rendered.
public struct RenderedTimeline: Sendable, Hashable {
    public var entries: [RenderedEntry]
    public var policy: ReloadPolicy

    public init(entries: [RenderedEntry], policy: ReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }
}

extension RenderedTimeline: JSONObjectRepresentable {
    public init(fields: JSONFields) throws(WireError) {
        self.init(entries: try fields.required("entries"), policy: try fields.required("policy"))
    }

    public var json: JSON { .fields(["entries": entries.json, "policy": policy.json]) }
}
