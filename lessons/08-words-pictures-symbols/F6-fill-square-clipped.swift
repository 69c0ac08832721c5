// title: filling a square, cropped
// question: Fill a 200 × 200 square with a picture that is not square, cropping what does not fit.
// claims: L8-F6
// source: lesson 8 · flash cards · Syntax · Images
// note: The card shows the modifiers only; they are the body of a ContentView here.
// asset: seattle = seattle.png @1x
import SwiftUI

struct ContentView: View {
    var body: some View {
        Image("seattle")
            .resizable()
            .scaledToFill()
            .frame(width: 200, height: 200)
            .clipped()
    }
}
