// In the test target
import Testing
@testable import Probe

struct FailingWeather: WeatherSource {
    func weather(in city: String) async throws -> String {
        throw Offline()
    }
}

@MainActor
@Test func saysWhenThereIsNoWeather() async {
    let headline = Headline(source: FailingWeather())
    await headline.load()
    #expect(headline.text == "No weather today")
}
