import Foundation

/// Where the device is, as the runtime's location source says.
public struct LocationFix: Sendable, Equatable, JSONObjectRepresentable {
    public var latitude: Double
    public var longitude: Double
    /// The radius, in meters, the device is within; negative when unknown.
    public var accuracy: Double
    /// Meters above sea level, when known.
    public var altitude: Double?
    public var timestamp: Date

    public init(latitude: Double, longitude: Double, accuracy: Double, altitude: Double? = nil, timestamp: Date) {
        self.latitude = latitude
        self.longitude = longitude
        self.accuracy = accuracy
        self.altitude = altitude
        self.timestamp = timestamp
    }

    public init(fields: JSONFields) throws(WireError) {
        self.init(
            latitude: try fields.required("latitude"), longitude: try fields.required("longitude"),
            accuracy: try fields.required("accuracy"), altitude: try fields.optional("altitude"),
            timestamp: try fields.required("timestamp"))
    }

    public var json: JSON {
        .fields([
            "latitude": latitude.json, "longitude": longitude.json, "accuracy": accuracy.json, "altitude": altitude?.json,
            "timestamp": timestamp.json,
        ])
    }
}
