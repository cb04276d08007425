import WidgetWire

/// The location runtime.json gives (`"location"`): where entitled bundles are told the device is when
/// no location service answers, and the place its names describe, for geocoding.
public struct FixedLocation: Sendable, Hashable {
    /// The coordinates and the names (`locality` …) of the place.
    public var place: Placemark
    /// The radius, in meters, the device is within.
    public var accuracy: Double
    public var altitude: Double?

    public init(place: Placemark, accuracy: Double = FixedLocation.standardAccuracy, altitude: Double? = nil) {
        self.place = place
        self.accuracy = accuracy
        self.altitude = altitude
    }

    /// A town's size: what a location typed in by hand is good for.
    public static let standardAccuracy = 1_000.0

    /// The fields `location` may have.
    static let fields = ["latitude", "longitude", "accuracy", "altitude"] + Placemark.nameFields

    /// Reads runtime.json's `location`: coordinates within range, the place's names, nothing unknown.
    init(json: JSON) throws(WireError) {
        let fields = try JSONFields(json, at: "location")
        if let unknown = fields.members.map(\.key).first(where: { !Self.fields.contains($0) }) {
            throw WireError(.malformedMessage, "unknown field 'location.\(unknown)'; it may have: \(Self.fields.joined(separator: ", "))")
        }
        let place = try Placemark(json: json, at: "location")
        guard (-90...90).contains(place.latitude) else {
            throw WireError(.malformedMessage, "field 'location.latitude' should be a number of degrees from -90 to 90")
        }
        guard (-180...180).contains(place.longitude) else {
            throw WireError(.malformedMessage, "field 'location.longitude' should be a number of degrees from -180 to 180")
        }
        let accuracy: Double = try fields.optional("accuracy") ?? Self.standardAccuracy
        guard accuracy >= 0, accuracy.isFinite else {
            throw WireError(.malformedMessage, "field 'location.accuracy' should be a number of meters, 0 or more")
        }
        self.init(place: place, accuracy: accuracy, altitude: try fields.optional("altitude"))
    }
}
