// title: a frame around a plain Image
// question: Image("seattle") with a frame of 200 × 120 and a red border. The picture is 1200 × 800
//    pixels. How big is it drawn?
// claims: L8-F11
// source: lesson 8 · flash cards · Trick question · Images
// note: The card shows the modifiers only; they are the body of a ContentView here.
// asset: seattle = seattle.png @1x
import SwiftUI

struct ContentView: View {
    var body: some View {
        Image("seattle")
            .frame(width: 200, height: 120)
            .border(.red, width: 3)
    }
}
