// title: a searchable list and its empty state
// question: searchable(text:) puts a search field in the navigation bar; typing into it changes the
//    bound text; ContentUnavailableView.search(text:) shows the system's no-results state.
// claims: C92-3
// source: Apple's documentation of searchable(text:placement:prompt:) ("…a search field… in the
//    navigation bar") and of ContentUnavailableView.search(text:); the no-results texts as public
//    re-implementations' tests quote them ("Check the spelling or try a new search."). Code written
//    for this check.
// step: search "os"
// step: search "xyz"
import SwiftUI

struct ContentView: View {
    @State private var query = ""
    let cities = ["Oslo", "Lima", "Bogotá"]

    var results: [String] {
        query.isEmpty ? cities : cities.filter { $0.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        NavigationStack {
            List(results, id: \.self) { Text($0) }
                .overlay {
                    if results.isEmpty {
                        ContentUnavailableView.search(text: query)
                    }
                }
                .navigationTitle("Cities")
                .searchable(text: $query, prompt: "Find a city")
        }
    }
}
