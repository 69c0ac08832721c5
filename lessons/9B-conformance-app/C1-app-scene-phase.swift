// title: An App with a WindowGroup: launched, its scene phase, a URL opened in it
// question: The app's own `@main struct TripsApp: App` shows ContentView in a WindowGroup and owns a
//    @StateObject store. ContentView prints scenePhase changes and handles onOpenURL. What happens at
//    launch, when the app goes to the background and comes back, and when the system opens a URL?
// claims: C9B-1
// source: conformance · Apple's documentation of App, WindowGroup, ScenePhase and onOpenURL(perform:)
// step: launch
// step: background
// step: foreground
// step: open url "trips://trip/7"
import SwiftUI

final class Store: ObservableObject {
    @Published var opened = "none"
    init() { print("Store made") }
}

@main
struct TripsApp: App {
    @StateObject private var store = Store()

    init() { print("TripsApp init") }

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environmentObject(store)
        }
    }
}

struct ContentView: View {
    @EnvironmentObject var store: Store
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
        Text("Opened: \(store.opened)")
            .onChange(of: scenePhase) { old, new in print("phase \(old) -> \(new)") }
            .onOpenURL { url in store.opened = url.absoluteString }
    }
}
