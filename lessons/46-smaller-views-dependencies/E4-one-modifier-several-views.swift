// title: one modifier, several views
// question: A computed property marked @ViewBuilder returns two texts. Where it is used,
//    .padding(8).border(.red) follows it, and then an .onAppear that prints. One border round both
//    texts, or one each? And how many times does .onAppear run?
// claims: L46-E4
// source: lesson 46 · edge cases · breaking a screen into small views · question 4 of 9
import SwiftUI

struct ContentView: View {
    var body: some View {
        VStack(spacing: 20) {
            names
                .padding(8)
                .border(.red)
                .onAppear { print("appeared") }
        }
    }

    @ViewBuilder var names: some View {
        Text("Bergen")
        Text("Oslo")
    }
}
