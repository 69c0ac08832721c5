// title: a dependency as a protocol, with a fake
// question: Describe a dependency as a protocol, and give tests a fake that conforms.
// claims: L46-F5
// source: lesson 46 · flash cards · Syntax · Dependencies (the second of three)
// note: The card shows the declarations; the call with the fake is reconstructed from its text:
//    "It printed "Today: always 61°F" for the fake."
// run: script
protocol WeatherSource: Sendable {
    func weather(in city: String) async throws -> String
}

struct OpenMeteo: WeatherSource {
    func weather(in city: String) async throws -> String {
        "\(city): from the network"
    }
}

struct FakeWeather: WeatherSource {
    let answer: String
    func weather(in city: String) async throws -> String {
        answer
    }
}

func headline(from source: some WeatherSource) async throws -> String {
    try await "Today: " + source.weather(in: "Seattle")
}

// Reconstructed: the card's call with the fake.
print(try await headline(from: FakeWeather(answer: "always 61°F")))
