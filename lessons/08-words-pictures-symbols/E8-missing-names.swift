// title: a name that does not exist
// question: A typo in the name of a symbol, and another in the name of a picture. Neither is a
//    compile error. What does the user see, what does the developer see?
// claims: L8-E8
// source: lesson 8 · edge cases · question 8 of 12
// asset: seattle = seattle.png @1x
import SwiftUI

struct ContentView: View {
    var body: some View {
        VStack(spacing: 20) {
            Image(systemName: "star.fill")
            Image(systemName: "star.filled")
            Image("seatle")
            Text("after the images")
        }
        .font(.largeTitle)
    }
}
