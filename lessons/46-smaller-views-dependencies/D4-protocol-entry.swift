// title: a protocol as an environment value
// question: "For a dependency described by a protocol, use an environment value instead: an @Entry
//    whose type is the protocol, with the real implementation as its default."
// claims: L46-D4
// source: lesson 46 · edge cases · passing dependencies · question 4 of 9 (the second listing)
// note: "Compiled with Xcode 27, with the strict settings Trips uses (Swift 6, no default actor
//    isolation, Approachable Concurrency off), and run in the iOS 27 simulator."
// compile: package
import SwiftUI

protocol WeatherSource: Sendable {
    func today(in city: String) -> String
}

struct LiveWeather: WeatherSource {
    func today(in city: String) -> String {
        "asks the network about \(city)"
    }
}

struct SampleWeather: WeatherSource {
    func today(in city: String) -> String {
        "12° in \(city), a sample"
    }
}

extension EnvironmentValues {
    @Entry var weather: any WeatherSource = LiveWeather()
}

struct Strip: View {
    @Environment(\.weather) private var weather

    var body: some View {
        Text(weather.today(in: "Bergen"))
    }
}

struct ContentView: View {
    var body: some View {
        VStack(spacing: 20) {
            Strip()
            Strip()
                .environment(\.weather, SampleWeather())
        }
    }
}
