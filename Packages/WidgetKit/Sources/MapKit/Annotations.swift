import CoreLocation
import Foundation

/// Something shown on a map at a coordinate.
public protocol MKAnnotation: AnyObject {
    var coordinate: CLLocationCoordinate2D { get }
    var title: String? { get }
    var subtitle: String? { get }
}

extension MKAnnotation {
    public var title: String? { nil }
    public var subtitle: String? { nil }
}

/// A pin with a title.
open class MKPointAnnotation: NSObject, MKAnnotation, @unchecked Sendable {
    // Unchecked: as Apple's, set up on one thread.
    open var coordinate: CLLocationCoordinate2D
    open var title: String?
    open var subtitle: String?

    public override init() { coordinate = CLLocationCoordinate2D(latitude: 0, longitude: 0) }
    public init(coordinate: CLLocationCoordinate2D, title: String? = nil, subtitle: String? = nil) {
        self.coordinate = coordinate
        self.title = title
        self.subtitle = subtitle
    }
}

/// A place on the map.
open class MKPlacemark: NSObject, MKAnnotation, @unchecked Sendable {
    // Unchecked: every property is a constant.
    public let coordinate: CLLocationCoordinate2D
    public let name: String?
    public var title: String? { name }
    public var subtitle: String? { nil }

    public init(coordinate: CLLocationCoordinate2D) {
        self.coordinate = coordinate
        name = nil
    }

    public init(coordinate: CLLocationCoordinate2D, addressDictionary: [String: Any]?) {
        self.coordinate = coordinate
        name = addressDictionary?["Name"] as? String
    }
}

/// A place, for search results and directions.
open class MKMapItem: NSObject, @unchecked Sendable {
    // Unchecked: as Apple's, set up on one thread.
    public let placemark: MKPlacemark
    open var name: String?
    open var phoneNumber: String?
    open var url: URL?
    open var isCurrentLocation: Bool { false }

    public init(placemark: MKPlacemark) {
        self.placemark = placemark
        name = placemark.name
    }

    /// The device's location: here, a placemark at 0, 0.
    open class func forCurrentLocation() -> MKMapItem { MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 0, longitude: 0))) }

    /// There is no Maps app: false.
    @discardableResult
    open func openInMaps(launchOptions: [String: Any]? = nil) -> Bool { false }
}
