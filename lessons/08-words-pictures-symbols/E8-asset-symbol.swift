// title: a generated asset symbol
// question: Since Xcode 15, Xcode writes a Swift name for every picture in the asset catalog. Does
//    Image(.seattle) compile and draw?
// claims: L8-E8
// source: lesson 8 · edge cases · question 8 of 12 (the answer's second listing)
// asset: seattle = seattle.png @1x
import SwiftUI

struct ContentView: View {
    var body: some View {
        Image(.seattle)
            .resizable()
            .scaledToFit()
    }
}
