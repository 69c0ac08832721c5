// title: a subclass in the environment
// question: The app's Store is an @Observable class, and previews use SampleStore, a subclass with
//    sample data. A view reads @Environment(Store.self); the preview writes
//    .environment(SampleStore()). What happens?
// claims: L46-D3
// source: lesson 46 · edge cases · passing dependencies · question 3 of 9
import SwiftUI

@Observable
class Store {
    var name = "the real store"
}

/// A store with sample data, for previews and tests.
@MainActor
final class SampleStore: Store {
    override init() {
        super.init()
        name = "a sample store"
    }
}

struct ContentView: View {
    var body: some View {
        Reader()
            .environment(SampleStore())
    }
}

struct Reader: View {
    @Environment(Store.self) private var store

    var body: some View {
        Text("Reading \(store.name)")
    }
}
