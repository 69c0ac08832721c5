// Reconstructed: lesson 44's WeatherCache.swift, which this lesson does not show. It imports only
// Foundation, as the lesson says.
import Foundation

/// The weather somewhere, as Open-Meteo reports it.
struct Weather: Sendable, Decodable {
    let place: String
    let temperature: Double
    let code: Int

    /// The sky, from the WMO weather code.
    var sky: Sky { Sky(code: code) }
}

/// What the sky is doing, from a WMO weather code, with the SF Symbol that draws it.
enum Sky: Sendable {
    case clear, cloudy, fog, rain, snow, storm

    init(code: Int) {
        switch code {
        case 0: self = .clear
        case 1...3: self = .cloudy
        case 45, 48: self = .fog
        case 51...67, 80...82: self = .rain
        case 71...77, 85, 86: self = .snow
        default: self = .storm
        }
    }

    var symbol: String {
        switch self {
        case .clear: "sun.max"
        case .cloudy: "cloud.sun"
        case .fog: "cloud.fog"
        case .rain: "cloud.rain"
        case .snow: "cloud.snow"
        case .storm: "cloud.bolt"
        }
    }
}

/// Remembers the weather it has been told, for each city; asks `fetch` for the rest.
actor WeatherCache {
    static let shared = WeatherCache(fetch: WeatherCache.openMeteo)

    private let fetch: @Sendable (String) async throws -> Weather
    private var answers: [String: Weather] = [:]

    init(fetch: @escaping @Sendable (String) async throws -> Weather) {
        self.fetch = fetch
    }

    func weather(in city: String) async throws -> Weather {
        if let known = answers[city] { return known }
        let answer = try await fetch(city)
        answers[city] = answer
        return answer
    }

    /// Asks Open-Meteo over the network.
    static func openMeteo(_ city: String) async throws -> Weather {
        let query = city.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed) ?? city
        let url = URL(string: "https://api.open-meteo.com/v1/forecast?place=\(query)&current=temperature_2m,weather_code")!
        let (data, _) = try await URLSession.shared.data(from: url)
        return try JSONDecoder().decode(Weather.self, from: data)
    }
}
