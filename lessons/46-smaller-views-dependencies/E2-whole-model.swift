// title: the whole model, or what is needed
// question: Two subviews: one is handed the whole @Observable store and shows its title; the other
//    is handed only the title, as a String. A button changes the store's trips — not the title.
//    Which subview's body runs?
// claims: L46-E2
// source: lesson 46 · edge cases · breaking a screen into small views · question 2 of 9
// step: tap "Add a trip"
import SwiftUI

@MainActor
@Observable
final class TripStore {
    var title = "My trips"
    var trips = ["Seattle", "Bergen"]
}

struct WholeStore: View {
    let store: TripStore

    var body: some View {
        let _ = print("WholeStore's body")
        Text(store.title)
    }
}

struct JustTheTitle: View {
    let title: String

    var body: some View {
        let _ = print("JustTheTitle's body")
        Text(title)
    }
}

struct ContentView: View {
    @State private var store = TripStore()

    var body: some View {
        VStack(spacing: 20) {
            Button("Add a trip") { store.trips.append("Kyoto") }
            Text("\(store.trips.count) trips")
            WholeStore(store: store)
            JustTheTitle(title: store.title)
        }
    }
}
