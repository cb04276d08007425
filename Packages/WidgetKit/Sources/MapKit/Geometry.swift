import CoreLocation
import Foundation

/// The width and height of a region, in degrees.
public struct MKCoordinateSpan: Hashable, Sendable {
    public var latitudeDelta: CLLocationDegrees
    public var longitudeDelta: CLLocationDegrees
    public init() { self.init(latitudeDelta: 0, longitudeDelta: 0) }
    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }
}

/// A region of the map: its center and span.
public struct MKCoordinateRegion: Sendable {
    public var center: CLLocationCoordinate2D
    public var span: MKCoordinateSpan
    public init() { self.init(center: CLLocationCoordinate2D(latitude: 0, longitude: 0), span: MKCoordinateSpan()) }
    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
        self.center = center
        self.span = span
    }

    /// The region `latitudinalMeters` tall and `longitudinalMeters` wide around `center`.
    public init(center centerCoordinate: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance, longitudinalMeters: CLLocationDistance) {
        let metersPerDegree = 111_319.49079327357
        let longitudeScale = max(cos(centerCoordinate.latitude * .pi / 180), 1e-9)
        self.init(
            center: centerCoordinate,
            span: MKCoordinateSpan(
                latitudeDelta: latitudinalMeters / metersPerDegree, longitudeDelta: min(longitudinalMeters / (metersPerDegree * longitudeScale), 360)))
    }

    /// The region a map rect covers.
    public init(_ rect: MKMapRect) {
        let northWest = MKMapPoint(x: rect.minX, y: rect.minY).coordinate
        let southEast = MKMapPoint(x: rect.maxX, y: rect.maxY).coordinate
        self.init(
            center: MKMapPoint(x: rect.midX, y: rect.midY).coordinate,
            span: MKCoordinateSpan(latitudeDelta: northWest.latitude - southEast.latitude, longitudeDelta: southEast.longitude - northWest.longitude))
    }
}

/// A point on Apple's flat map (a Mercator projection of the world onto 2^28 by 2^28 points).
public struct MKMapPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public init() { self.init(x: 0, y: 0) }
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The coordinate's point on the map.
    public init(_ coordinate: CLLocationCoordinate2D) {
        let width = MKMapSize.world.width
        let latitude = min(max(coordinate.latitude, -85.05112878), 85.05112878) * .pi / 180
        x = (coordinate.longitude + 180) / 360 * width
        y = (1 - log(tan(latitude) + 1 / cos(latitude)) / .pi) / 2 * width
    }

    /// The coordinate of this point.
    public var coordinate: CLLocationCoordinate2D {
        let width = MKMapSize.world.width
        let longitude = x / width * 360 - 180
        let latitude = atan(sinh(.pi * (1 - 2 * y / width))) * 180 / .pi
        return CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    }

    /// The meters between the two points along the Earth's surface.
    public func distance(to other: MKMapPoint) -> CLLocationDistance {
        CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude)
            .distance(from: CLLocation(latitude: other.coordinate.latitude, longitude: other.coordinate.longitude))
    }
}

/// A size on Apple's flat map.
public struct MKMapSize: Hashable, Sendable {
    public var width: Double
    public var height: Double
    public init() { self.init(width: 0, height: 0) }
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
    /// The whole world: 2^28 points each way.
    public static let world = MKMapSize(width: 268_435_456, height: 268_435_456)
}

/// A rectangle on Apple's flat map.
public struct MKMapRect: Hashable, Sendable {
    public var origin: MKMapPoint
    public var size: MKMapSize
    public init() { self.init(origin: MKMapPoint(), size: MKMapSize()) }
    public init(origin: MKMapPoint, size: MKMapSize) {
        self.origin = origin
        self.size = size
    }
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: MKMapPoint(x: x, y: y), size: MKMapSize(width: width, height: height))
    }

    public static let world = MKMapRect(origin: MKMapPoint(), size: .world)
    public static let null = MKMapRect(x: .infinity, y: .infinity, width: 0, height: 0)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var isNull: Bool { origin.x.isInfinite || origin.y.isInfinite }
    public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }

    public func contains(_ point: MKMapPoint) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    public func intersects(_ rect: MKMapRect) -> Bool {
        !isNull && !rect.isNull && minX < rect.maxX && rect.minX < maxX && minY < rect.maxY && rect.minY < maxY
    }

    /// The smallest rect holding both.
    public func union(_ rect: MKMapRect) -> MKMapRect {
        if isNull { return rect }
        if rect.isNull { return self }
        let x = min(minX, rect.minX), y = min(minY, rect.minY)
        return MKMapRect(x: x, y: y, width: max(maxX, rect.maxX) - x, height: max(maxY, rect.maxY) - y)
    }

    /// This rect grown by `dx` and `dy` on each side (shrunk for negative values).
    public func insetBy(dx: Double, dy: Double) -> MKMapRect {
        MKMapRect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }
}

/// Map points per meter at a latitude.
public func MKMapPointsPerMeterAtLatitude(_ latitude: CLLocationDegrees) -> Double {
    MKMapSize.world.width / (40_075_016.685578488 * cos(latitude * .pi / 180))
}

/// Meters per map point at a latitude.
public func MKMetersPerMapPointAtLatitude(_ latitude: CLLocationDegrees) -> CLLocationDistance {
    1 / MKMapPointsPerMeterAtLatitude(latitude)
}

/// The kind of map drawn.
public enum MKMapType: UInt, Sendable {
    case standard = 0, satellite, hybrid, satelliteFlyover, hybridFlyover, mutedStandard
}
