import Foundation

/// Whether the runtime gives a bundle the device's location: the `location` entitlement in its
/// `Info.json` and the user's `widgets grant BUNDLE location`.
public enum LocationAuthorization: String, Sendable, CaseIterable, JSONRepresentable {
    /// The bundle does not declare the entitlement, or asked and was not granted it.
    case denied
    /// The bundle declares the entitlement and has not asked yet.
    case notDetermined
    /// Declared and granted.
    case authorized
}

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

/// A place's names, as CoreLocation's `CLPlacemark` has them.
public struct Placemark: Sendable, Hashable, JSONObjectRepresentable {
    public var latitude: Double
    public var longitude: Double
    public var name: String?
    public var locality: String?
    public var subLocality: String?
    public var administrativeArea: String?
    public var postalCode: String?
    public var country: String?
    public var isoCountryCode: String?
    /// An IANA time zone identifier (`Europe/Paris`).
    public var timeZone: String?

    public init(
        latitude: Double, longitude: Double, name: String? = nil, locality: String? = nil, subLocality: String? = nil,
        administrativeArea: String? = nil, postalCode: String? = nil, country: String? = nil, isoCountryCode: String? = nil,
        timeZone: String? = nil
    ) {
        self.latitude = latitude
        self.longitude = longitude
        self.name = name
        self.locality = locality
        self.subLocality = subLocality
        self.administrativeArea = administrativeArea
        self.postalCode = postalCode
        self.country = country
        self.isoCountryCode = isoCountryCode
        self.timeZone = timeZone
    }

    /// The names a place may have, besides its coordinates.
    public static let nameFields = [
        "name", "locality", "subLocality", "administrativeArea", "postalCode", "country", "isoCountryCode", "timeZone",
    ]

    public init(fields: JSONFields) throws(WireError) {
        self.init(
            latitude: try fields.required("latitude"), longitude: try fields.required("longitude"),
            name: try fields.optional("name"), locality: try fields.optional("locality"),
            subLocality: try fields.optional("subLocality"), administrativeArea: try fields.optional("administrativeArea"),
            postalCode: try fields.optional("postalCode"), country: try fields.optional("country"),
            isoCountryCode: try fields.optional("isoCountryCode"), timeZone: try fields.optional("timeZone"))
    }

    public var json: JSON {
        .fields([
            "latitude": latitude.json, "longitude": longitude.json, "name": name?.json, "locality": locality?.json,
            "subLocality": subLocality?.json, "administrativeArea": administrativeArea?.json, "postalCode": postalCode?.json,
            "country": country?.json, "isoCountryCode": isoCountryCode?.json, "timeZone": timeZone?.json,
        ])
    }
}

/// What a bundle asks the runtime to geocode: a place's names for coordinates, or the places an
/// address names.
public enum GeocodeQuery: Sendable, Equatable {
    case coordinate(latitude: Double, longitude: Double)
    case address(String)
}

/// Distances on the Earth's surface.
public enum GreatCircle {
    /// The Earth's mean radius, in meters.
    public static let earthRadius = 6_371_009.0

    /// The meters between two points along the Earth's surface (the haversine formula on a sphere).
    public static func meters(fromLatitude latitude1: Double, longitude longitude1: Double, toLatitude latitude2: Double, longitude longitude2: Double) -> Double {
        let radians = Double.pi / 180
        let dLatitude = (latitude2 - latitude1) * radians
        let dLongitude = (longitude2 - longitude1) * radians
        let a = sin(dLatitude / 2) * sin(dLatitude / 2)
            + cos(latitude1 * radians) * cos(latitude2 * radians) * sin(dLongitude / 2) * sin(dLongitude / 2)
        return 2 * earthRadius * atan2(a.squareRoot(), (1 - a).squareRoot())
    }
}
