import Foundation

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
}
