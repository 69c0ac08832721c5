// title: grammar agreement needs a literal
// question: A colleague builds the same text as a String first, to reuse it. What do these three
//    show, for three nights?
// claims: L8-E6
// source: lesson 8 · edge cases · question 6 of 12
import SwiftUI

struct ContentView: View {
    let nights = 3

    var body: some View {
        let markup = "^[\(nights) night](inflect: true)"
        VStack(alignment: .leading, spacing: 16) {
            Text("^[\(nights) night](inflect: true)")
            Text(markup)
            Text(LocalizedStringKey(markup))
        }
        .padding()
    }
}
