import Foundation

/// A named area. Nothing monitors regions here: there is no background to wake a widget in.
open class CLRegion: NSObject, @unchecked Sendable {
    // Unchecked: its variables are plain flags, set before the region is shared, as on Apple's platforms.
    public let identifier: String
    open var notifyOnEntry = true
    open var notifyOnExit = true

    public init(identifier: String) {
        self.identifier = identifier
    }
}

/// A circle around a point.
open class CLCircularRegion: CLRegion, @unchecked Sendable {
    public let center: CLLocationCoordinate2D
    /// Meters.
    public let radius: CLLocationDistance

    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance, identifier: String) {
        self.center = center
        self.radius = radius
        super.init(identifier: identifier)
    }

    /// Whether the coordinate is within the circle.
    open func contains(_ coordinate: CLLocationCoordinate2D) -> Bool {
        CLLocation(latitude: center.latitude, longitude: center.longitude)
            .distance(from: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude)) <= radius
    }
}
