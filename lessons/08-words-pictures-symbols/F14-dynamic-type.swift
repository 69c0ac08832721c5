// title: which line grows with the text size
// question: The user turns their text size up in Settings. One line uses .font(.body), the other
//    .font(.system(size: 17)). Which of them grows?
// claims: L8-F14
// source: lesson 8 · flash cards · Trick question · Text
// note: "The picture was taken at the first of the accessibility sizes": run at AX1, and at the
//    default size for comparison. The stack around the two Texts is reconstructed.
// variant default: text-size: L
// variant ax1: text-size: AX1
import SwiftUI

struct ContentView: View {
    var body: some View {
        VStack {
            Text("Seattle, five nights")
                .font(.body)
            Text("Seattle, five nights")
                .font(.system(size: 17))
        }
    }
}
