// title: a computed property, or a struct
// question: A screen's header is written twice: once as a computed property, var header: some View,
//    and once as a struct of its own, Header(). A button in the screen changes its @State. Whose
//    code runs again?
// claims: L46-E3
// source: lesson 46 · edge cases · breaking a screen into small views · question 3 of 9
// step: tap "Tap: 0"
// step: tap "Tap: 1"
import SwiftUI

struct ContentView: View {
    @State private var taps = 0

    var body: some View {
        VStack(spacing: 20) {
            Button("Tap: \(taps)") { taps += 1 }
            header                                  // a computed property
            Header()                                // a struct of its own
        }
    }

    var header: some View {
        let _ = print("the property's body")
        return Text("Bergen, from a property")
    }
}

struct Header: View {
    var body: some View {
        let _ = print("the struct's body")
        Text("Bergen, from a struct")
    }
}
