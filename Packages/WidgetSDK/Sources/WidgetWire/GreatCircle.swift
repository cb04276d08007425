import Foundation

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
