// title: bold inside a string
// question: Text(trip.formattedNotes): the notes' Markdown as bold and italic.
// claims: L8-T4
// with: _trips
// with: _trips-step4
// source: lesson 8 · tutorial · step 4
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
                Text("^[\(trip.nights) night](inflect: true)")
                if trip.isFavorite {
                    Image(systemName: "star.fill")
                        .foregroundStyle(.yellow)
                }
            }
            HStack {
                Text(trip.start, format: .dateTime.day().month().year())
                Spacer()
                Text(trip.price, format: .currency(code: "USD"))
            }
            .font(.subheadline)
            Text(trip.formattedNotes)
                .font(.footnote)
        }
        .padding()
        .background(.quaternary, in: RoundedRectangle(cornerRadius: 12))
        .padding(.horizontal)
    }
}
