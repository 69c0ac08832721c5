// title: styled runs and a symbol inside one Text
// question: What replaces Text + Text? A Text and an Image interpolated into a Text literal.
// claims: L8-E12
// source: lesson 8 · edge cases · question 12 of 12 (the replacement)
// note: The answer shows the two Texts; the stack around them and `nights` (five, as in the
//    question) are reconstructed.
import SwiftUI

struct ContentView: View {
    let nights = 5

    var body: some View {
        VStack {
Text("\(Text("\(nights)").bold()) nights in \(Text("Seattle").italic())")
Text("\(Image(systemName: "moon.stars")) \(nights) nights")
        }
    }
}
