// title: an @Entry default that names a shared instance
// question: @Entry var cache = Cache.shared, and two views read it without anyone setting it. Same
//    cache, or two?
// claims: L46-F8
// source: lesson 46 · flash cards · Trick question · Dependencies
// note: The card shows only its question and a screenshot; Cache and the two readers are
//    reconstructed from its text: "both say "the shared cache"".
import SwiftUI

final class Cache: Sendable {
    static let shared = Cache(name: "the shared cache")
    let name: String
    init(name: String) { self.name = name }
}

extension EnvironmentValues {
    @Entry var cache = Cache.shared
}

struct CacheReader: View {
    @Environment(\.cache) private var cache
    var body: some View {
        Text(cache.name)
    }
}

struct ContentView: View {
    var body: some View {
        VStack {
            CacheReader()
            CacheReader()
        }
    }
}
