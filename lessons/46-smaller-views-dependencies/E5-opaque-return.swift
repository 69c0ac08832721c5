// title: two kinds of view from one function
// question: A function returns some View: an image when the trip is a favorite, a text when it is
//    not, each with its own return. Does it compile?
// claims: L46-E5
// source: lesson 46 · edge cases · breaking a screen into small views · question 5 of 9
// note: "Compiled with Xcode 27, with the strict settings Trips uses (Swift 6, no default actor
//    isolation, Approachable Concurrency off)".
// compile: package
import SwiftUI

struct ContentView: View {
    var body: some View {
        badge(true)
    }

    func badge(_ isFavorite: Bool) -> some View {
        if isFavorite {
            return Image(systemName: "star.fill")
        } else {
            return Text("—")
        }
    }
}
