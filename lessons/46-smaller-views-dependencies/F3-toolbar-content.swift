// title: a toolbar of its own type
// question: Give a toolbar a type of its own.
// claims: L46-F3
// source: lesson 46 · flash cards · Syntax · Small views
// note: The card shows `struct TripToolbar: ToolbarContent { var body: some ToolbarContent {`;
//    its item and the screen that uses it are reconstructed.
// step: tap "Add"
import SwiftUI

struct TripToolbar: ToolbarContent {
    var body: some ToolbarContent {
        ToolbarItem(placement: .primaryAction) {
            Button("Add") { print("Add was tapped") }
        }
    }
}

struct ContentView: View {
    var body: some View {
        NavigationStack {
            Text("Trips")
                .toolbar {
                    TripToolbar()
                }
        }
    }
}
