import Foundation
import WidgetWire

/// What `explain` answers about an instance: its status and the reload decisions the runtime keeps.
public struct Explanation: Sendable {
    public var status: InstanceStatus
    public var decisions: [ReloadDecision]

    public init(status: InstanceStatus, decisions: [ReloadDecision]) {
        self.status = status
        self.decisions = decisions
    }
}

extension Explanation: JSONObjectRepresentable {
    public init(fields: JSONFields) throws(WireError) {
        self.init(status: try fields.required("status"), decisions: try fields.required("decisions"))
    }

    public var json: JSON { .fields(["status": status.json, "decisions": .array(decisions.map(\.json))]) }
}
