import CoreLocation
import Foundation
import FrameworkStandIns

/// Why WeatherKit's service answered nothing: it is Apple's, for apps signed by Apple.
public struct WeatherServiceUnavailable: LocalizedError, CustomStringConvertible, Sendable {
    public var description: String {
        "WeatherKit is Apple's service and is not on Linux: fetch the weather over the network with URLSession from a web "
            + "service (a bundle needs entitlements.network), or have the app write it into the app group"
    }
    public var errorDescription: String? { description }
}

/// WeatherKit's errors, as Apple's.
public enum WeatherError: LocalizedError, Sendable {
    case permissionDenied
    case unknown
}

/// What to ask of the service: `.current`, `.hourly`, `.daily`, `.minute`, `.alerts`, `.availability`.
public struct WeatherQuery<T>: Sendable {
    let name: String
    public static var current: WeatherQuery<CurrentWeather> { WeatherQuery<CurrentWeather>(name: "current") }
    public static var hourly: WeatherQuery<Forecast<HourWeather>> { WeatherQuery<Forecast<HourWeather>>(name: "hourly") }
    public static var daily: WeatherQuery<Forecast<DayWeather>> { WeatherQuery<Forecast<DayWeather>>(name: "daily") }
    public static var minute: WeatherQuery<Forecast<MinuteWeather>?> { WeatherQuery<Forecast<MinuteWeather>?>(name: "minute") }
    public static var alerts: WeatherQuery<[WeatherAlert]?> { WeatherQuery<[WeatherAlert]?>(name: "alerts") }
}

/// Apple's weather service. Every request throws `WeatherServiceUnavailable` (logged once).
public final class WeatherService: Sendable {
    public static let shared = WeatherService()
    public init() {}

    private func unavailable() -> WeatherServiceUnavailable {
        StandInLog.once("WeatherKit", WeatherServiceUnavailable().description)
        return WeatherServiceUnavailable()
    }

    public func weather(for location: CLLocation) async throws -> Weather { throw unavailable() }
    public func weather<T>(for location: CLLocation, including dataSet: WeatherQuery<T>) async throws -> T { throw unavailable() }
    public func weather<T1, T2>(for location: CLLocation, including dataSet1: WeatherQuery<T1>, _ dataSet2: WeatherQuery<T2>) async throws -> (T1, T2) {
        throw unavailable()
    }
    public func weather<T1, T2, T3>(
        for location: CLLocation, including dataSet1: WeatherQuery<T1>, _ dataSet2: WeatherQuery<T2>, _ dataSet3: WeatherQuery<T3>
    ) async throws -> (T1, T2, T3) { throw unavailable() }

    /// The attribution apps must show beside the weather; throws, as the weather does.
    public var attribution: WeatherAttribution { get async throws { throw unavailable() } }
}

/// The attribution of the weather's source.
public struct WeatherAttribution: Sendable {
    public let serviceName: String
    public let legalPageURL: URL
    public let combinedMarkLightURL: URL
    public let combinedMarkDarkURL: URL
    public let squareMarkURL: URL
    public let legalAttributionText: String?
}
