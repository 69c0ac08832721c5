// title: Text + Text
// question: For years the way to style part of a sentence was Text("5").bold() + Text(" nights").
//    What does Xcode 27 say about it?
// claims: L8-E12
// source: lesson 8 · edge cases · question 12 of 12
import SwiftUI

struct ContentView: View {
    var body: some View {
        Text("5").bold() + Text(" nights in Seattle")
    }
}
