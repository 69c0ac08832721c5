// title: one colour in several strengths
// question: Draw a symbol in one color, with its layers in different strengths of it.
// claims: L8-F8
// source: lesson 8 · flash cards · Syntax · Symbols
// note: The card's view is the body of a ContentView.
import SwiftUI

struct ContentView: View {
    var body: some View {
        Image(systemName: "airplane.circle.fill")
            .symbolRenderingMode(.hierarchical)
            .foregroundStyle(.blue)
    }
}
