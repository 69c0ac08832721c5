// title: one bold word
// question: Make one word of a sentence bold.
// claims: L8-F4
// source: lesson 8 · flash cards · Syntax · Text
// note: The view around the card's Text is reconstructed.
import SwiftUI

struct ContentView: View {
    var body: some View {
        Text("Bring a **warm** coat.")
    }
}
