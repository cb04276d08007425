import Foundation

/// Why and since when a bundle is quarantined.
public struct Quarantine: Sendable, Equatable {
    public var reason: String
    public var since: Date

    public init(reason: String, since: Date) {
        (self.reason, self.since) = (reason, since)
    }
}
