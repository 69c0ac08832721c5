// title: a dependency through the environment
// question: The weather strip takes its cache from the environment: the real one in the app, a
//    stand-in in its preview. What does each show, and ask?
// claims: L46-T2
// source: lesson 46 · step 3, "A dependency through the environment"
// note: WeatherStrip.swift is the lesson's file as step 3 leaves it (the struct, then the @Entry
//    and the preview added "at the end of WeatherStrip.swift"). WeatherCache.swift is lesson 44's,
//    which this lesson does not show: reconstructed (a cache with a fetch parameter, the shared
//    one asking Open-Meteo). Trips is "set up like the package — Swift 6, and nothing on an actor
//    unless it says so" (question 8).
// compile: package
// variant stand-in: step: preview "A stand-in for Open-Meteo"
// variant app: root: WeatherStrip(cities: ["Seattle", "Bergen", "Kyoto"])
import SwiftUI

/// The weather in every city the trips go to.
struct WeatherStrip: View {
    let cities: [String]
    @State private var weather: [String: Weather] = [:]
    @Environment(\.weatherCache) private var cache

    var body: some View {
        ScrollView(.horizontal) {
            HStack {
                ForEach(cities, id: \.self) { city in
                    if let now = weather[city] {
                        Label("\(city) \(now.temperature, format: .number.precision(.fractionLength(0)))°", systemImage: now.sky.symbol)
                    } else {
                        Label("\(city) …", systemImage: "cloud")
                    }
                }
                .padding(.horizontal, 12)
                .padding(.vertical, 8)
                .background(.thinMaterial, in: .capsule)
            }
            .padding(.horizontal)
        }
        .scrollIndicators(.hidden)
        .task {
            let start = ContinuousClock.now
            /// How long since the strip began asking, such as "0.42 sec".
            func elapsed() -> String {
                start.duration(to: .now).formatted(.units(allowed: [.seconds], fractionalPart: .show(length: 2)))
            }
            await withTaskGroup(of: (String, Weather?).self) { group in
                for city in cities {
                    group.addTask { [cache] in
                        print("asked about \(city) at \(elapsed())")
                        return (city, try? await cache.weather(in: city))
                    }
                }
                for await (city, answer) in group {
                    print("answered about \(city) at \(elapsed())")
                    weather[city] = answer
                }
            }
        }
    }
}

extension EnvironmentValues {
    /// The weather cache that views ask: the shared one, unless a preview or a test puts another in its place.
    @Entry var weatherCache = WeatherCache.shared
}

#Preview("A stand-in for Open-Meteo") {
    WeatherStrip(cities: ["Seattle", "Bergen", "Kyoto"])
        .environment(\.weatherCache, WeatherCache(fetch: { city in
            Weather(place: city, temperature: city == "Bergen" ? 52 : 61, code: city == "Bergen" ? 61 : 2)
        }))
}
