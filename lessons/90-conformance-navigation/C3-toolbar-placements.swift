// title: toolbar items at their placements
// question: A principal item takes the place of the title; bottom-bar items go to a toolbar at the
//    bottom; leading and trailing items are in the navigation bar; a ToolbarItemGroup's views are items.
// claims: C90-3
// source: Apple's documentation of ToolbarItemPlacement.principal ("takes precedence over any
//    title"), .bottomBar, .topBarLeading and .topBarTrailing ("on iOS the top bar is the navigation
//    bar"), and ToolbarItemGroup. Code written for this check.
// step: tap "Share"
import SwiftUI

struct ContentView: View {
    var body: some View {
        NavigationStack {
            Text("Itinerary")
                .navigationTitle("Trip")
                .toolbar {
                    ToolbarItem(placement: .principal) {
                        Text("Day 1")
                    }
                    ToolbarItem(placement: .topBarLeading) {
                        Button("Close") {}
                    }
                    ToolbarItemGroup(placement: .topBarTrailing) {
                        Button("Share") { print("share") }
                        Button("Edit") {}
                    }
                    ToolbarItem(placement: .bottomBar) {
                        Button("Add stop") {}
                    }
                }
        }
    }
}
