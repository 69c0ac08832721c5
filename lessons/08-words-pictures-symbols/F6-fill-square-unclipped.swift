// title: filling a square, without .clipped()
// question: The same square without the last line: "Without the last line the picture spills out
//    of the frame: a frame is layout, not a mask."
// claims: L8-F6
// source: lesson 8 · flash cards · Syntax · Images (the answer's second sentence)
// note: The card's listing without its last line, as the answer describes it.
// asset: seattle = seattle.png @1x
import SwiftUI

struct ContentView: View {
    var body: some View {
        Image("seattle")
            .resizable()
            .scaledToFill()
            .frame(width: 200, height: 200)
    }
}
