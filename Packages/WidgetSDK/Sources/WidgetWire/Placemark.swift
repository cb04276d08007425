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
