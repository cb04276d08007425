import CoreLocation
import WeatherKit

/// The weather for a place, as an app fetches it with WeatherKit.
struct WeatherFetcher {
    let service = WeatherService.shared

    func currentTemperature(latitude: Double, longitude: Double) async throws -> String {
        let weather = try await service.weather(for: CLLocation(latitude: latitude, longitude: longitude))
        let temperature = weather.currentWeather.temperature.converted(to: .celsius)
        return "\(Int(temperature.value.rounded()))° \(weather.currentWeather.condition.description)"
    }

    func highs(latitude: Double, longitude: Double) async throws -> [Double] {
        let daily = try await service.weather(for: CLLocation(latitude: latitude, longitude: longitude), including: .daily)
        return daily.forecast.map { $0.highTemperature.value }
    }
}
