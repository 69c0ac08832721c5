// title: a preview runs your real code
// question: This view loads its trips itself, in .task. What happens each time the canvas draws
//    its preview — and how would you change the view so that previewing it costs nothing?
// claims: L46-D9
// source: lesson 46 · edge cases · passing dependencies · question 9 of 9
// note: The simulated network answers the address as the lesson found it: "an address that has
//    no trips" (a 404, no body).
// network: https://example.com/trips.json -> status 404
// step: preview
import SwiftUI

struct Trip: Identifiable, Decodable {
    let id: Int
    var city: String
}

struct TripsScreen: View {
    @State private var trips: [Trip] = []

    var body: some View {
        List(trips) { trip in
            Text(trip.city)
        }
        .task {
            let url = URL(string: "https://example.com/trips.json")!
            if let (data, _) = try? await URLSession.shared.data(from: url) {
                trips = (try? JSONDecoder().decode([Trip].self, from: data)) ?? []
            }
        }
    }
}

struct ContentView: View {
    var body: some View {
        TripsScreen()
    }
}

#Preview {
    TripsScreen()
}
