// title: what VoiceOver has to go on
// question: Three pictures and three buttons. For each, what name does the accessibility system
//    have — the name VoiceOver would speak?
// claims: L8-E11
// source: lesson 8 · edge cases · question 11 of 12
// asset: seattle = seattle.png @1x
import SwiftUI

struct ContentView: View {
    var body: some View {
        VStack(spacing: 14) {
            Image("seattle")
                .resizable().scaledToFit().frame(height: 70)
            Image(decorative: "seattle")
                .resizable().scaledToFit().frame(height: 70)
            Image("seattle", label: Text("The Seattle skyline at dusk"))
                .resizable().scaledToFit().frame(height: 70)
            Button { } label: {
                Image(systemName: "star.fill")
            }
            Button { } label: {
                Image(systemName: "square.and.arrow.up")
            }
            Button("Add to favorites", systemImage: "star") { }
                .labelStyle(.iconOnly)
        }
    }
}
