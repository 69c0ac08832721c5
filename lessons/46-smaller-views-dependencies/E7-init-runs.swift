// title: init runs, body may not
// question: A parent's body runs again, and hands a subview the same title as before. Does the
//    subview's init run? Its body?
// claims: L46-E7
// source: lesson 46 · edge cases · breaking a screen into small views · question 7 of 9
// step: tap "Tap: 0"
// step: tap "Tap: 1"
import SwiftUI

struct ContentView: View {
    @State private var taps = 0

    var body: some View {
        VStack(spacing: 20) {
            Button("Tap: \(taps)") { taps += 1 }
            Header(title: "Bergen")
        }
    }
}

struct Header: View {
    let title: String

    init(title: String) {
        print("Header.init")
        self.title = title
    }

    var body: some View {
        let _ = print("Header.body")
        Text(title)
    }
}
