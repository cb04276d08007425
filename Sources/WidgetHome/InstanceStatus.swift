import Foundation
import WidgetWire

/// What `widgets instances list` shows about an instance.
public struct InstanceStatus: Sendable {
    public var instance: WidgetInstance
    public var entry: Int?
    public var entries: Int
    public var nextReload: Date?
    public var budgetLeft: Int?
    public var lastError: String?
    /// Why the widget must be configured again (its configuration names an entity that is gone). It
    /// keeps showing its last entry, and its reloads go on, in case the entity comes back.
    public var needsConfiguration: String?
    /// Why its bundle's code does not run now: quarantined, restarting after a crash, or unable to start.
    public var bundleProblem: String?

    public init(
        instance: WidgetInstance, entry: Int? = nil, entries: Int = 0, nextReload: Date? = nil, budgetLeft: Int? = nil,
        lastError: String? = nil, needsConfiguration: String? = nil, bundleProblem: String? = nil
    ) {
        self.instance = instance
        self.entry = entry
        self.entries = entries
        self.nextReload = nextReload
        self.budgetLeft = budgetLeft
        self.lastError = lastError
        self.needsConfiguration = needsConfiguration
        self.bundleProblem = bundleProblem
    }
}

extension InstanceStatus: JSONObjectRepresentable {
    public init(fields: JSONFields) throws(WireError) {
        self.init(
            instance: try fields.required("instance"), entry: try fields.optional("entry"), entries: try fields.required("entries"),
            nextReload: try fields.optional("nextReload"), budgetLeft: try fields.optional("budgetLeft"),
            lastError: try fields.optional("lastError"), needsConfiguration: try fields.optional("needsConfiguration"),
            bundleProblem: try fields.optional("bundleProblem"))
    }

    public var json: JSON {
        .fields([
            "instance": instance.json, "entry": entry?.json, "entries": .number(Double(entries)),
            "nextReload": nextReload?.json, "budgetLeft": budgetLeft?.json, "lastError": lastError?.json,
            "needsConfiguration": needsConfiguration?.json, "bundleProblem": bundleProblem?.json,
        ])
    }
}
