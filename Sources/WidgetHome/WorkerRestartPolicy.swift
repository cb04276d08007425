import Foundation
import WidgetWire

/// When a bundle's dead worker is started again, and when a bundle that keeps dying is quarantined:
/// a restart after `firstWait`, doubling up to `longestWait`; `crashLimit` deaths within `window`
/// quarantine it; a worker that ran `healthyAfter` starts the count again.
public struct WorkerRestartPolicy: Sendable, Hashable {
    public var firstWait: TimeInterval = 1
    public var longestWait: TimeInterval = 60
    public var crashLimit = 3
    public var window: TimeInterval = 300
    public var healthyAfter: TimeInterval = 60

    public init() {}

    /// `workerRestart` in runtime.json: `firstWait`, `longestWait`, `window` and `healthyAfter` in
    /// seconds, `crashLimit` a count.
    package init(json: JSON) throws(WireError) {
        let fields = try JSONFields(json, at: "workerRestart")
        let known = ["firstWait", "longestWait", "crashLimit", "window", "healthyAfter"]
        if let unknown = fields.members.map(\.key).first(where: { !known.contains($0) }) {
            throw WireError(.malformedMessage, "unknown field 'workerRestart.\(unknown)'; use \(known.joined(separator: ", "))")
        }
        self.init()
        firstWait = try fields.optional("firstWait") ?? firstWait
        longestWait = try fields.optional("longestWait") ?? longestWait
        crashLimit = try fields.optional("crashLimit") ?? crashLimit
        window = try fields.optional("window") ?? window
        healthyAfter = try fields.optional("healthyAfter") ?? healthyAfter
        guard firstWait > 0, longestWait >= firstWait, crashLimit >= 1, window > 0, healthyAfter >= 0 else {
            throw WireError(
                .malformedMessage,
                "'workerRestart' needs 0 < firstWait <= longestWait, crashLimit of at least 1, and window above 0")
        }
    }
}
