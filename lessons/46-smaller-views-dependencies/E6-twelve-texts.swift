// title: more than ten
// question: A VStack holds twelve Texts, written out one after another. Does it compile?
// claims: L46-E6
// source: lesson 46 · edge cases · breaking a screen into small views · question 6 of 9
import SwiftUI

struct ContentView: View {
    var body: some View {
        VStack {
            Text("1")
            Text("2")
            Text("3")
            Text("4")
            Text("5")
            Text("6")
            Text("7")
            Text("8")
            Text("9")
            Text("10")
            Text("11")
            Text("12")
        }
    }
}
