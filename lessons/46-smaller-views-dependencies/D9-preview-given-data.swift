// title: a preview runs your real code: the cure
// question: Split the screen in two — a view that displays trips it is handed, and a thin one above
//    it that loads them — and pass the loading in, so that a preview can supply its own.
// claims: L46-D9
// source: lesson 46 · edge cases · passing dependencies · question 9 of 9 (the second listing)
// step: preview "List"
import SwiftUI

struct Trip: Identifiable, Decodable {
    let id: Int
    var city: String
}

struct TripsList: View {              // shows trips it is given: nothing to load
    let trips: [Trip]

    var body: some View {
        List(trips) { trip in
            Text(trip.city)
        }
    }
}

struct TripsScreen: View {            // loads, then hands the result to the view above
    @State private var trips: [Trip] = []
    var load: () async -> [Trip]

    var body: some View {
        TripsList(trips: trips)
            .task { trips = await load() }
    }
}

struct ContentView: View {
    var body: some View {
        TripsScreen { [] }
    }
}

#Preview("List") {
    TripsList(trips: [Trip(id: 1, city: "Seattle"), Trip(id: 2, city: "Vancouver")])
}

#Preview("Screen") {
    TripsScreen { [Trip(id: 1, city: "Seattle")] }
}
