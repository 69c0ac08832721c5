// title: ObservableObject with @StateObject and @ObservedObject: made once, re-run on change
// question: A parent owns a model with @StateObject (its initialiser prints) and passes it to a child
//    that observes it with @ObservedObject. Tapping "Add" increments a @Published count; tapping
//    "Rename" changes the parent's own @State. How often is the model made, and which bodies run?
// claims: C9A-1
// source: conformance · Apple's documentation of StateObject, ObservedObject, ObservableObject and Published
// step: launch
// step: tap "Add"
// step: tap "Rename"
import SwiftUI

final class Tally: ObservableObject {
    @Published var count = 0
    init() { print("Tally made") }
}

struct CountView: View {
    @ObservedObject var tally: Tally
    var body: some View {
        let _ = print("CountView body")
        Text("Count: \(tally.count)")
    }
}

struct ContentView: View {
    @StateObject private var tally = Tally()
    @State private var name = "A"

    var body: some View {
        let _ = print("ContentView body")
        VStack {
            Text(name)
            CountView(tally: tally)
            Button("Add") { tally.count += 1 }
            Button("Rename") { name = "B" }
        }
        .onReceive(tally.$count) { value in print("received \(value)") }
    }
}
