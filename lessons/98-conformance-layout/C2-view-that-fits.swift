// title: ViewThatFits chooses the first view that fits
// question: In a 200-point-wide frame, which of a long line, a shorter line and a word does
//    ViewThatFits show? And in a 60-point frame, where none fits?
// claims: C98-2
// source: Apple's documentation of ViewThatFits ("evaluates its child views in the order you provide
//    them … selects the first child whose ideal size on the constrained axes fits within the proposed
//    size"; "If none of the child views fit …, the view that fits chooses the last child"). Code
//    written for this check.
import SwiftUI

struct ContentView: View {
    var body: some View {
        VStack {
            ViewThatFits(in: .horizontal) {
                Text("A rather long line of text that is wide")
                Text("A shorter line")
                Text("Short")
            }
            .frame(width: 200)
            ViewThatFits(in: .horizontal) {
                Text("A rather long line of text that is wide")
                Text("A shorter line")
            }
            .frame(width: 60)
        }
    }
}
