// title: the same typo, through a generated asset symbol
// question: "And now the same typo is a compile error" — Image(.seatle).
// claims: L8-E8
// source: lesson 8 · edge cases · question 8 of 12 (the answer's last sentence)
// note: The answer's listing with the typo it describes ("the same typo", seatle).
// asset: seattle = seattle.png @1x
import SwiftUI

struct ContentView: View {
    var body: some View {
        Image(.seatle)
            .resizable()
            .scaledToFit()
    }
}
