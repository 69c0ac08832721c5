// title: the Alert struct, deprecated
// question: alert(isPresented:content:) with an Alert still shows the alert, with deprecation
//    warnings naming the replacement; a dismissButton's action runs.
// claims: C91-6
// source: Apple's SDK declares Alert and alert(isPresented:content:) deprecated with the messages
//    "use `View.alert(title:isPresented:presenting::actions:) instead." and "use
//    `alert(title:isPresented:presenting::actions:) instead." (the SDK's interface as public
//    copies show it). Code written for this check.
// step: tap "Sync"
// step: tap "Got it"
import SwiftUI

struct ContentView: View {
    @State private var failed = false

    var body: some View {
        Button("Sync") { failed = true }
            .alert(isPresented: $failed) {
                Alert(title: Text("Error"), message: Text("The server did not answer."),
                      dismissButton: .default(Text("Got it")) { print("acknowledged") })
            }
    }
}
