// title: how many lines a Text shows
// question: A UILabel shows one line unless you set numberOfLines. How many lines does a Text show?
// claims: L8-F15
// source: lesson 8 · flash cards · Trick question · Text
// note: `notes` is reconstructed: a note long enough to need several lines on an iPhone 17 (the
//    card's screenshot shows a long note); the stack around the two Texts too.
import SwiftUI

struct ContentView: View {
    let notes = "Stars. Bring a warm coat, a headlamp with a red light, and patience: the sky over the Atacama is the clearest on Earth, and the first night is the coldest."

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
Text(notes)
Text(notes)
    .lineLimit(1)
        }
        .padding()
    }
}
