// title: a subclass in the environment, filed as its base class
// question: "Say which type you mean, and the sample store is read": .environment(SampleStore() as Store).
// claims: L46-D3
// source: lesson 46 · edge cases · passing dependencies · question 3 of 9 (the fix)
// note: The lesson shows only the changed lines (Reader().environment(SampleStore() as Store));
//    the rest is the question's listing, unchanged.
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
            .environment(SampleStore() as Store)
    }
}

struct Reader: View {
    @Environment(Store.self) private var store

    var body: some View {
        Text("Reading \(store.name)")
    }
}
