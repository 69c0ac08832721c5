// title: interpolation, as you would write it for print
// question: Text("\(trip.start)") and Text("$\(trip.price)"): what shows, and what does Xcode say?
// claims: L8-T2
// with: _trips
// source: lesson 8 · tutorial · step 3
// note: The Trips project is reconstructed from what the lesson shows: Trip.swift as step 2 leaves
//    it, and TripCard as this step shows it. The list screen of lesson 7 is not shown, so the root is
//    a VStack of the three sample cards.
// root: VStack { TripCard(trip: .seattle); TripCard(trip: .vancouver); TripCard(trip: .atacama) }
import SwiftUI

struct TripCard: View {
    let trip: Trip

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                VStack(alignment: .leading) {
                    Text(trip.city)
                        .font(.headline)
                    Text(trip.country)
                        .foregroundStyle(.secondary)
                }
                Spacer()
                Text("\(trip.nights) nights")
                if trip.isFavorite {
                    Image(systemName: "star.fill")
                        .foregroundStyle(.yellow)
                }
            }
            HStack {
                Text("\(trip.start)")
                Spacer()
                Text("$\(trip.price)")
            }
            .font(.subheadline)
        }
        .padding()
        .background(.quaternary, in: RoundedRectangle(cornerRadius: 12))
        .padding(.horizontal)
    }
}

