import WidgetWire

/// How fast the runtime reads one bundle's host messages (defaults writes, reloads, host calls):
/// `perSecond` a second, after a burst of `burst`. A bundle that sends more is slowed, never dropped.
public struct HostMessagePolicy: Sendable, Hashable {
    public var perSecond = 1_000
    public var burst = 20_000

    public init() {}

    /// `hostMessages` in runtime.json: `perSecond` and `burst`, whole numbers above 0.
    package init(json: JSON) throws(WireError) {
        let fields = try JSONFields(json, at: "hostMessages")
        let known = ["perSecond", "burst"]
        if let unknown = fields.members.map(\.key).first(where: { !known.contains($0) }) {
            throw WireError(.malformedMessage, "unknown field 'hostMessages.\(unknown)'; use \(known.joined(separator: ", "))")
        }
        self.init()
        perSecond = try fields.optional("perSecond") ?? perSecond
        burst = try fields.optional("burst") ?? burst
        guard perSecond > 0, burst > 0 else {
            throw WireError(.malformedMessage, "'hostMessages' needs perSecond and burst above 0")
        }
    }
}
