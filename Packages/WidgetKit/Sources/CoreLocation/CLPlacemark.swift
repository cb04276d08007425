import Foundation
import WidgetWire

/// A place's names: its town (`locality`), region, country and time zone, and where it is.
open class CLPlacemark: NSObject, @unchecked Sendable {
    // Unchecked: every property is a constant.
    public let location: CLLocation?
    public let name: String?
    public let thoroughfare: String?
    public let subThoroughfare: String?
    /// The town or city.
    public let locality: String?
    /// The neighborhood.
    public let subLocality: String?
    /// The state or province.
    public let administrativeArea: String?
    public let subAdministrativeArea: String?
    public let postalCode: String?
    /// The ISO 3166-1 alpha-2 code (`FR`).
    public let isoCountryCode: String?
    public let country: String?
    public let inlandWater: String?
    public let ocean: String?
    public let areasOfInterest: [String]?
    public let timeZone: TimeZone?

    public init(placemark: CLPlacemark) {
        location = placemark.location
        name = placemark.name
        thoroughfare = placemark.thoroughfare
        subThoroughfare = placemark.subThoroughfare
        locality = placemark.locality
        subLocality = placemark.subLocality
        administrativeArea = placemark.administrativeArea
        subAdministrativeArea = placemark.subAdministrativeArea
        postalCode = placemark.postalCode
        isoCountryCode = placemark.isoCountryCode
        country = placemark.country
        inlandWater = placemark.inlandWater
        ocean = placemark.ocean
        areasOfInterest = placemark.areasOfInterest
        timeZone = placemark.timeZone
    }

    /// The runtime's answer.
    init(_ place: Placemark) {
        location = CLLocation(latitude: place.latitude, longitude: place.longitude)
        name = place.name ?? place.locality
        thoroughfare = nil
        subThoroughfare = nil
        locality = place.locality
        subLocality = place.subLocality
        administrativeArea = place.administrativeArea
        subAdministrativeArea = nil
        postalCode = place.postalCode
        isoCountryCode = place.isoCountryCode
        country = place.country
        inlandWater = nil
        ocean = nil
        areasOfInterest = nil
        timeZone = place.timeZone.flatMap(TimeZone.init(identifier:))
    }

    open override var description: String {
        [name, locality, administrativeArea, country].compactMap { $0 }.joined(separator: ", ")
    }
}
