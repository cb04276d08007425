import Foundation

/// The app groups a bundle declares, by what it may do with them.
public struct GroupAccess: Sendable, Hashable {
    /// Granted by the user (`widgets grant`) or by an app's entry in runtime.json: its suite and container are the bundle's.
    public var granted: [String] = []
    /// Declared and waiting for the user's grant: nothing of the group is the bundle's yet.
    public var waiting: [String] = []
    /// Denied by runtime.json's `appGroups.deny`.
    public var denied: [String] = []

    public init(granted: [String] = [], waiting: [String] = [], denied: [String] = []) {
        self.granted = granted
        self.waiting = waiting
        self.denied = denied
    }
}
