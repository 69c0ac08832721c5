// title: a picture, at its own size
// question: Image(trip.imageName) at the top of the card; then .resizable(); then .resizable().scaledToFit().
// claims: L8-T5
// with: _trips
// with: _trips-step4
// source: lesson 8 · tutorial · step 5
// note: The Trips project is reconstructed from what the lesson shows: Trip.swift as step 4 leaves
//    it (shared: _trips, _trips-step4), and TripCard as each listing of this step shows it, one file per listing; each variant
//    compiles Trip.swift and one listing (files:). The list screen of lesson 7 is not shown; the
//    lesson says the cards are in a scroll view ("a scroll view has no height to offer"), so the
//    root is a ScrollView holding a VStack of the three sample cards.
// note: "Drag the three pictures … A new image set appears for each picture … your picture went
//    into the first [well]": each picture is 1200 × 800 pixels in the 1x well.
// root: ScrollView { VStack { TripCard(trip: .seattle); TripCard(trip: .vancouver); TripCard(trip: .atacama) } }
// asset: seattle = seattle.png @1x
// asset: vancouver = vancouver.png @1x
// asset: atacama = atacama.png @1x
// variant natural: files: Trip.swift Trip+FormattedNotes.swift TripCard.swift
// variant resizable: files: Trip.swift Trip+FormattedNotes.swift TripCard-resizable.swift
// variant fit: files: Trip.swift Trip+FormattedNotes.swift TripCard-scaledToFit.swift
import SwiftUI

struct TripCard: View {
    let trip: Trip

    var body: some View {
        VStack(alignment: .leading) {
            Image(trip.imageName)
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
