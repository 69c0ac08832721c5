// title: @EnvironmentObject: found from an ancestor's environmentObject, SwiftUI's fatal error without
// question: A view reads a Settings object with @EnvironmentObject. With `.environmentObject(settings)`
//    on an ancestor, what does it show, and after tapping "Louder"? Without one, what happens?
// claims: C9A-2
// source: conformance · Apple's EnvironmentObject documentation; SwiftUI's fatal error as public forum threads quote it
// variant provided: root: ContentView(); step: launch; step: tap "Louder"
// variant missing: root: VolumeView()
import SwiftUI

final class Settings: ObservableObject {
    @Published var volume = 3
}

struct VolumeView: View {
    @EnvironmentObject var settings: Settings
    var body: some View {
        VStack {
            Text("Volume \(settings.volume)")
            Button("Louder") { settings.volume += 1 }
        }
    }
}

struct ContentView: View {
    @StateObject private var settings = Settings()
    var body: some View {
        VolumeView()
            .environmentObject(settings)
    }
}
