// title: a dependency as a struct of closures
// question: Describe a dependency as a struct of closures, so that a stand-in is one line.
// claims: L46-F6
// source: lesson 46 · flash cards · Syntax · Dependencies (the third of three)
// run: script
struct WeatherClient: Sendable {
    var weather: @Sendable (String) async throws -> String
    var forget: @Sendable (String) async -> Void

    static let live = WeatherClient(
        weather: { city in "\(city): from the network" },
        forget: { _ in }
    )
}

var client = WeatherClient.live
client.weather = { _ in "always 61°F" }        // a stand-in for one operation only
print(try await WeatherClient.live.weather("Seattle"))
print(try await client.weather("Seattle"))
