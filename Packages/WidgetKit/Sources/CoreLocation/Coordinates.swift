import Foundation

/// Degrees of latitude or longitude.
public typealias CLLocationDegrees = Double
/// Meters.
public typealias CLLocationDistance = Double
/// The radius, in meters, a location is within; negative when unknown.
public typealias CLLocationAccuracy = Double
/// Meters per second.
public typealias CLLocationSpeed = Double
public typealias CLLocationSpeedAccuracy = Double
/// Degrees clockwise from true north.
public typealias CLLocationDirection = Double
public typealias CLLocationDirectionAccuracy = Double

/// The best accuracy there is, for navigation.
public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1_000
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3_000
/// The accuracy of a location when only approximate locations are allowed.
public let kCLLocationAccuracyReduced: CLLocationAccuracy = 3_000
/// Every move is reported.
public let kCLDistanceFilterNone: CLLocationDistance = -1
public let CLLocationDistanceMax: CLLocationDistance = .greatestFiniteMagnitude
public let CLTimeIntervalMax: TimeInterval = .greatestFiniteMagnitude

/// A latitude and longitude in degrees (WGS 84).
///
/// Not `Equatable`, as on Apple's platforms, so code that adds that conformance itself still builds.
public struct CLLocationCoordinate2D: Sendable {
    public var latitude: CLLocationDegrees
    public var longitude: CLLocationDegrees

    public init() {
        latitude = 0
        longitude = 0
    }

    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// A coordinate no place has.
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)

/// Whether a coordinate's latitude is within ±90 degrees and its longitude within ±180.
public func CLLocationCoordinate2DIsValid(_ coordinate: CLLocationCoordinate2D) -> Bool {
    (-90...90).contains(coordinate.latitude) && (-180...180).contains(coordinate.longitude)
}

public func CLLocationCoordinate2DMake(_ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees) -> CLLocationCoordinate2D {
    CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}
