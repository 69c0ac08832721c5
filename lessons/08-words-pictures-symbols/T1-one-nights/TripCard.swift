// title: 1 nights
// question: Run the app with the new samples: read Vancouver's line.
// claims: L8-T1
// with: _trips
// source: lesson 8 · tutorial · step 2 (the card as lesson 7 left it, rebuilt from step 3's listing)
// note: The Trips project is reconstructed from what the lesson shows: Trip.swift as step 2 leaves
//    it, and TripCard as this step shows it. The list screen of lesson 7 is not shown, so the root is
//    a VStack of the three sample cards.
// root: VStack { TripCard(trip: .seattle); TripCard(trip: .vancouver); TripCard(trip: .atacama) }
import SwiftUI

struct TripCard: View {
    let trip: Trip

    var body: some View {
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
        .padding()
        .background(.quaternary, in: RoundedRectangle(cornerRadius: 12))
        .padding(.horizontal)
    }
}
