// title: Markdown in a String variable
// question: let note = "Bring a **warm** coat." and then Text(note). Is "warm" bold?
// claims: L8-F12
// source: lesson 8 · flash cards · Trick question · Text
// note: The card's listing is a property and a body; the struct around them is reconstructed.
import SwiftUI

struct ContentView: View {
let note = "Bring a **warm** coat."

var body: some View {
    Text(note)
}
}
