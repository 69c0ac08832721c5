// title: a subview that reports an event
// question: Let a subview say that something happened, without knowing who handles it.
// claims: L46-F7
// source: lesson 46 · flash cards · Syntax · Small views
// note: The card shows the start of ShareRow (`let city: String`, `let onShare: (String) -> Void`);
//    its body and the parent are reconstructed from its text: "the row reports the event, the
//    parent decides what it means".
// step: tap "Share"
import SwiftUI

struct ShareRow: View {
    let city: String
    let onShare: (String) -> Void

    var body: some View {
        HStack {
            Text(city)
            Spacer()
            Button("Share") { onShare(city) }
        }
    }
}

struct ContentView: View {
    @State private var shared: [String] = []

    var body: some View {
        VStack {
            ShareRow(city: "Bergen") { city in shared.append(city) }
            Text("Shared: \(shared.joined(separator: ", "))")
        }
    }
}
