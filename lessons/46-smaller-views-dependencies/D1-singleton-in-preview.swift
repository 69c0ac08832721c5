// title: a singleton in a preview
// question: A view asks Forecasts.shared, which goes to the network. Another view gets its
//    forecasts from the environment, and a stand-in is put there. What does each ask when it is shown?
// claims: L46-D1
// source: lesson 46 · edge cases · passing dependencies · question 1 of 9
import SwiftUI

/// Something a view needs, with a real version and a stand-in.
actor Forecasts {
    static let shared = Forecasts(name: "the network")
    let name: String
    init(name: String) {
        self.name = name
    }
    func forecast(for city: String) -> String {
        print("\(name) was asked about \(city)")
        return "\(city): from \(name)"
    }
}

extension EnvironmentValues {
    @Entry var forecasts = Forecasts.shared
}

struct Singleton: View {
    @State private var text = ""
    var body: some View {
        Text(text).task { text = await Forecasts.shared.forecast(for: "Seattle") }
    }
}

struct Injected: View {
    @Environment(\.forecasts) private var forecasts
    @State private var text = ""
    var body: some View {
        Text(text).task { text = await forecasts.forecast(for: "Bergen") }
    }
}

struct ContentView: View {
    var body: some View {
        VStack(spacing: 12) {
            Singleton()
            Injected()
                .environment(\.forecasts, Forecasts(name: "the stand-in"))
        }
    }
}
