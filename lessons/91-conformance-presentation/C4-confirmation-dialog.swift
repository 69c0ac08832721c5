// title: a confirmation dialog's dismiss action
// question: A confirmation dialog includes a standard dismiss action unless a button has the cancel
//    role; with titleVisibility .visible it shows its title.
// claims: C91-4
// source: Apple's documentation of confirmationDialog(_:isPresented:titleVisibility:actions:):
//    "Dialogs include a standard dismiss action by default. If you provide a button with a role of
//    cancel, that button takes the place of the default dismiss action." Code written for this check.
// step: tap "Empty Trash"
// step: tap "Cancel"
import SwiftUI

struct ContentView: View {
    @State private var asking = false

    var body: some View {
        Button("Empty Trash") { asking = true }
            .confirmationDialog("Permanently erase the items in the Trash?", isPresented: $asking, titleVisibility: .visible) {
                Button("Empty Trash", role: .destructive) {}
            }
            .onChange(of: asking) { print("asking: \(asking)") }
    }
}
