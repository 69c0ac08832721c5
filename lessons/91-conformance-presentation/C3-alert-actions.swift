// title: an alert's actions, message, and its standard button
// question: An alert shows its title, message and actions; an action runs and dismisses it. An
//    alert with no actions gets an OK button.
// claims: C91-3
// source: Apple's documentation of alert(_:isPresented:actions:message:): "All actions in an alert
//    dismiss the alert after the action runs"; "If no actions are present, the system includes a
//    standard “OK” action"; message "a view builder returning the message for the alert". Code
//    written for this check.
// step: tap "Remove"
// step: tap "Delete"
// step: tap "Info"
import SwiftUI

struct ContentView: View {
    @State private var confirming = false
    @State private var informing = false

    var body: some View {
        VStack {
            Button("Remove") { confirming = true }
            Button("Info") { informing = true }
        }
        .alert("Delete the trip?", isPresented: $confirming) {
            Button("Delete", role: .destructive) { print("deleted, still presented: \(confirming)") }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("This cannot be undone.")
        }
        .alert("Saved", isPresented: $informing) {}
    }
}
