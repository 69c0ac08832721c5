// title: a symbol with a title beside it
// question: Show an SF Symbol with a title beside it.
// claims: L8-F7
// source: lesson 8 · flash cards · Syntax · Symbols
// note: The card's view is the body of a ContentView; IconOnly puts the answer's
//    `.labelStyle(.iconOnly)` on it.
// variant label: root: ContentView()
// variant iconOnly: root: IconOnly()
import SwiftUI

struct ContentView: View {
    var body: some View {
        Label("5 nights", systemImage: "moon.stars")
    }
}

struct IconOnly: View {
    var body: some View {
        Label("5 nights", systemImage: "moon.stars")
            .labelStyle(.iconOnly)
    }
}
