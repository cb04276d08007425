import WidgetWire

/// How much of the runtime's CPU one bundle's traffic may cost (its messages, output and replies, as
/// the runtime's threads spend it): `percent` of a core, after a burst of `burst` CPU seconds. Past it
/// the bundle is slowed; slowed for `stopAfter` seconds without a pause, its worker is stopped.
public struct RuntimeSharePolicy: Sendable, Hashable {
    public var percent = 25.0
    public var burst = 5.0
    public var stopAfter = 30.0

    public init() {}

    /// `runtimeShare` in runtime.json: `percent`, `burst` and `stopAfter`, numbers above 0.
    package init(json: JSON) throws(WireError) {
        let fields = try JSONFields(json, at: "runtimeShare")
        let known = ["percent", "burst", "stopAfter"]
        if let unknown = fields.members.map(\.key).first(where: { !known.contains($0) }) {
            throw WireError(.malformedMessage, "unknown field 'runtimeShare.\(unknown)'; use \(known.joined(separator: ", "))")
        }
        self.init()
        percent = try fields.optional("percent") ?? percent
        burst = try fields.optional("burst") ?? burst
        stopAfter = try fields.optional("stopAfter") ?? stopAfter
        guard percent > 0, percent <= 100, burst > 0, stopAfter > 0 else {
            throw WireError(.malformedMessage, "'runtimeShare' needs percent above 0 and at most 100, and burst and stopAfter above 0")
        }
    }
}
