// title: a Double in a Text literal
// question: let price = 1249.5 and then Text("Total: \(price)"). What is on the screen?
// claims: L8-F13
// source: lesson 8 · flash cards · Trick question · Text
// note: The card's listing is a property and a body; the struct around them is reconstructed.
import SwiftUI

struct ContentView: View {
let price = 1249.5

var body: some View {
    Text("Total: \(price)")
}
}
