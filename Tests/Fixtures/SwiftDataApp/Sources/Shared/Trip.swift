import Foundation
import SwiftData

/// A trip and its stops, as the app and its widget share them.
@Model
public final class Trip {
    @Attribute(.unique) public var name: String
    public var start: Date
    public var end: Date?
    public var budget: Double = 0
    public var isBooked: Bool = false
    public var kind: Kind = Kind.leisure
    public var tags: [String] = []
    public var identifier: UUID = UUID()
    public var link: URL?
    public var notes: Data?
    @Relationship(deleteRule: .cascade, inverse: \Stop.trip) public var stops: [Stop] = []
    @Transient public var isSelected = false

    public init(name: String, start: Date, end: Date? = nil) {
        self.name = name
        self.start = start
        self.end = end
    }

    /// What kind of trip it is: kept as JSON.
    public enum Kind: String, Codable, Sendable {
        case leisure, business
    }
}

/// A place on a trip.
@Model
public final class Stop {
    public var place: String
    public var order: Int
    public var trip: Trip?
    public var visitor: Visitor?

    public init(place: String, order: Int) {
        self.place = place
        self.order = order
    }
}

/// Someone who visits stops; deleting a stop leaves them, without the stop.
@Model
public final class Visitor {
    public var name: String
    public var stops: [Stop] = []

    public init(name: String) { self.name = name }
}
