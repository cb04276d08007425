import Foundation

/// The weather at a place: now, by the hour and by the day.
public struct Weather: Sendable {
    public var currentWeather: CurrentWeather
    public var hourlyForecast: Forecast<HourWeather>
    public var dailyForecast: Forecast<DayWeather>
    public var minuteForecast: Forecast<MinuteWeather>?
    public var weatherAlerts: [WeatherAlert]?
}

/// Forecasts in time order.
public struct Forecast<Element: Sendable>: RandomAccessCollection, Sendable {
    public var forecast: [Element]
    public var startIndex: Int { forecast.startIndex }
    public var endIndex: Int { forecast.endIndex }
    public subscript(position: Int) -> Element { forecast[position] }
    public init(forecast: [Element]) { self.forecast = forecast }
}

/// The sky, as WeatherKit names it.
public enum WeatherCondition: String, Sendable, CaseIterable, Hashable {
    case blizzard, blowingDust, blowingSnow, breezy, clear, cloudy, drizzle, flurries, foggy, freezingDrizzle, freezingRain,
        frigid, hail, haze, heavyRain, heavySnow, hot, hurricane, isolatedThunderstorms, mostlyClear, mostlyCloudy,
        partlyCloudy, rain, scatteredThunderstorms, sleet, smoky, snow, strongStorms, sunFlurries, sunShowers,
        thunderstorms, tropicalStorm, windy, wintryMix

    public var description: String { rawValue }
    public var accessibilityDescription: String { rawValue }
}

/// Wind: speed, where it comes from, gusts.
public struct Wind: Sendable {
    public enum CompassDirection: String, Sendable, CaseIterable {
        case north, northNortheast, northeast, eastNortheast, east, eastSoutheast, southeast, southSoutheast, south,
            southSouthwest, southwest, westSouthwest, west, westNorthwest, northwest, northNorthwest
        public var abbreviation: String { rawValue }
        public var description: String { rawValue }
    }
    public var compassDirection: CompassDirection
    public var direction: Measurement<UnitAngle>
    public var speed: Measurement<UnitSpeed>
    public var gust: Measurement<UnitSpeed>?
}

/// The UV index.
public struct UVIndex: Sendable {
    public enum ExposureCategory: String, Sendable, Comparable {
        case low, moderate, high, veryHigh, extreme
        public static func < (lhs: Self, rhs: Self) -> Bool { allOrder.firstIndex(of: lhs)! < allOrder.firstIndex(of: rhs)! }
        private static let allOrder: [Self] = [.low, .moderate, .high, .veryHigh, .extreme]
    }
    public var value: Int
    public var category: ExposureCategory
}

/// Whether pressure is rising.
public enum PressureTrend: String, Sendable {
    case rising, falling, steady
}

/// The weather now.
public struct CurrentWeather: Sendable {
    public var date: Date
    public var condition: WeatherCondition
    public var symbolName: String
    public var temperature: Measurement<UnitTemperature>
    public var apparentTemperature: Measurement<UnitTemperature>
    public var dewPoint: Measurement<UnitTemperature>
    public var humidity: Double
    public var pressure: Measurement<UnitPressure>
    public var pressureTrend: PressureTrend
    public var cloudCover: Double
    public var isDaylight: Bool
    public var uvIndex: UVIndex
    public var visibility: Measurement<UnitLength>
    public var wind: Wind
}

/// The weather of one hour.
public struct HourWeather: Sendable {
    public var date: Date
    public var condition: WeatherCondition
    public var symbolName: String
    public var temperature: Measurement<UnitTemperature>
    public var apparentTemperature: Measurement<UnitTemperature>
    public var humidity: Double
    public var precipitationChance: Double
    public var precipitationAmount: Measurement<UnitLength>
    public var isDaylight: Bool
    public var uvIndex: UVIndex
    public var wind: Wind
}

/// The weather of one day.
public struct DayWeather: Sendable {
    public var date: Date
    public var condition: WeatherCondition
    public var symbolName: String
    public var highTemperature: Measurement<UnitTemperature>
    public var lowTemperature: Measurement<UnitTemperature>
    public var precipitationChance: Double
    public var uvIndex: UVIndex
    public var wind: Wind
    public var sun: SunEvents
}

/// Sunrise and sunset.
public struct SunEvents: Sendable {
    public var sunrise: Date?
    public var sunset: Date?
}

/// The precipitation of one minute.
public struct MinuteWeather: Sendable {
    public var date: Date
    public var precipitationChance: Double
    public var precipitationIntensity: Measurement<UnitSpeed>
}

/// A severe weather alert.
public struct WeatherAlert: Sendable {
    public var summary: String
    public var detailsURL: URL
    public var source: String
    public var region: String?
}
