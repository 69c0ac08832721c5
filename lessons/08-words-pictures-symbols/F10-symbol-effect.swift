// title: a symbol that bounces when a value changes
// question: Make a symbol bounce each time a value changes.
// claims: L8-F10
// source: lesson 8 · flash cards · Syntax · Symbols
// note: The card's button is the body of a ContentView that owns `count` as @State.
// step: tap "Add a night"
// step: tap "Add a night"
import SwiftUI

struct ContentView: View {
    @State private var count = 0

    var body: some View {
        Button {
            count += 1
        } label: {
            Label("Add a night", systemImage: "moon.stars")
        }
        .symbolEffect(.bounce, value: count)
    }
}
