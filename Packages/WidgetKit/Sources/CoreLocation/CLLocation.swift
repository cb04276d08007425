import Foundation
import WidgetWire

/// A location: coordinates, altitude, their accuracy, and when it was measured. Archivable, as
/// Apple's is (`NSKeyedArchiver` with secure coding, e.g. to keep the last fix in `UserDefaults`).
open class CLLocation: NSObject, NSSecureCoding, @unchecked Sendable {
    // Unchecked: every property is a constant.
    public let coordinate: CLLocationCoordinate2D
    /// Meters above sea level.
    public let altitude: CLLocationDistance
    public let ellipsoidalAltitude: CLLocationDistance
    /// The radius, in meters, the device is within; negative when the coordinates are not valid.
    public let horizontalAccuracy: CLLocationAccuracy
    /// Negative when the altitude is not valid.
    public let verticalAccuracy: CLLocationAccuracy
    /// Negative when unknown.
    public let course: CLLocationDirection
    public let courseAccuracy: CLLocationDirectionAccuracy
    /// Negative when unknown.
    public let speed: CLLocationSpeed
    public let speedAccuracy: CLLocationSpeedAccuracy
    public let timestamp: Date

    public convenience init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.init(
            coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), altitude: 0, horizontalAccuracy: 0,
            verticalAccuracy: -1, timestamp: Date())
    }

    public convenience init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
        verticalAccuracy vAccuracy: CLLocationAccuracy, timestamp: Date
    ) {
        self.init(
            coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy, verticalAccuracy: vAccuracy, course: -1,
            speed: -1, timestamp: timestamp)
    }

    public convenience init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
        verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection, speed: CLLocationSpeed, timestamp: Date
    ) {
        self.init(
            coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy, verticalAccuracy: vAccuracy, course: course,
            courseAccuracy: -1, speed: speed, speedAccuracy: -1, timestamp: timestamp)
    }

    public init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
        verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection, courseAccuracy: CLLocationDirectionAccuracy,
        speed: CLLocationSpeed, speedAccuracy: CLLocationSpeedAccuracy, timestamp: Date
    ) {
        self.coordinate = coordinate
        self.altitude = altitude
        ellipsoidalAltitude = altitude
        horizontalAccuracy = hAccuracy
        verticalAccuracy = vAccuracy
        self.course = course
        self.courseAccuracy = courseAccuracy
        self.speed = speed
        self.speedAccuracy = speedAccuracy
        self.timestamp = timestamp
    }

    public static var supportsSecureCoding: Bool { true }

    /// The keys Apple's CLLocation archives its values under.
    private enum Key: String {
        case latitude = "kCLLocationCodingKeyCoordinateLatitude", longitude = "kCLLocationCodingKeyCoordinateLongitude"
        case altitude = "kCLLocationCodingKeyAltitude", horizontalAccuracy = "kCLLocationCodingKeyHorizontalAccuracy"
        case verticalAccuracy = "kCLLocationCodingKeyVerticalAccuracy", course = "kCLLocationCodingKeyCourse"
        case courseAccuracy = "kCLLocationCodingKeyCourseAccuracy", speed = "kCLLocationCodingKeySpeed"
        case speedAccuracy = "kCLLocationCodingKeySpeedAccuracy", timestamp = "kCLLocationCodingKeyTimestamp"
    }

    public required convenience init?(coder: NSCoder) {
        func value(_ key: Key) -> Double { coder.decodeDouble(forKey: key.rawValue) }
        self.init(
            coordinate: CLLocationCoordinate2D(latitude: value(.latitude), longitude: value(.longitude)), altitude: value(.altitude),
            horizontalAccuracy: value(.horizontalAccuracy), verticalAccuracy: value(.verticalAccuracy), course: value(.course),
            courseAccuracy: value(.courseAccuracy), speed: value(.speed), speedAccuracy: value(.speedAccuracy),
            timestamp: Date(timeIntervalSinceReferenceDate: value(.timestamp)))
    }

    open func encode(with coder: NSCoder) {
        let values: [Key: Double] = [
            .latitude: coordinate.latitude, .longitude: coordinate.longitude, .altitude: altitude, .horizontalAccuracy: horizontalAccuracy,
            .verticalAccuracy: verticalAccuracy, .course: course, .courseAccuracy: courseAccuracy, .speed: speed,
            .speedAccuracy: speedAccuracy, .timestamp: timestamp.timeIntervalSinceReferenceDate,
        ]
        for (key, value) in values { coder.encode(value, forKey: key.rawValue) }
    }

    /// The runtime's answer.
    convenience init(_ fix: LocationFix) {
        self.init(
            coordinate: CLLocationCoordinate2D(latitude: fix.latitude, longitude: fix.longitude), altitude: fix.altitude ?? 0,
            horizontalAccuracy: fix.accuracy, verticalAccuracy: fix.altitude == nil ? -1 : fix.accuracy, timestamp: fix.timestamp)
    }

    /// The meters between the two locations along the Earth's surface (a great circle).
    open func distance(from location: CLLocation) -> CLLocationDistance {
        GreatCircle.meters(
            fromLatitude: coordinate.latitude, longitude: coordinate.longitude, toLatitude: location.coordinate.latitude,
            longitude: location.coordinate.longitude)
    }

    open override var description: String {
        func signed(_ value: Double) -> String { (value >= 0 ? "+" : "") + String(format: "%.8f", value) }
        return "<\(signed(coordinate.latitude)),\(signed(coordinate.longitude))> +/- \(String(format: "%.2f", horizontalAccuracy))m"
            + " (speed \(String(format: "%.2f", speed)) mps / course \(String(format: "%.2f", course))) @ \(timestamp)"
    }
}
