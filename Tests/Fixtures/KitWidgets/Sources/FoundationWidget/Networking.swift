import Foundation

/// A forecast fetched as iOS code fetches one: `URLSession`, `URLRequest`, `HTTPURLResponse`.
struct ForecastClient {
    var session: URLSession

    func forecast(for city: String) async throws -> String {
        var request = URLRequest(url: URL(string: "stub://forecast/\(city)")!)
        request.httpMethod = "GET"
        request.setValue("application/xml", forHTTPHeaderField: "Accept")
        let (data, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse, http.statusCode == 200 else { throw URLError(.badServerResponse) }
        return String(decoding: data, as: UTF8.self)
    }
}
