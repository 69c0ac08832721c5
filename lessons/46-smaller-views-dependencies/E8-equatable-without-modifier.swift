// title: Equatable, without .equatable()
// question: A row takes a closure, so SwiftUI cannot compare it field by field. It conforms to
//    Equatable, comparing only its title — but the parent never writes .equatable(). Does SwiftUI
//    ask its ==?
// claims: L46-E8
// source: lesson 46 · edge cases · breaking a screen into small views · question 8 of 9
// step: tap "Add one" 3 times
import SwiftUI

struct ContentView: View {
    @State private var taps = 0

    var body: some View {
        VStack(spacing: 20) {
            Text("Taps: \(taps)")
            Row(title: "Add one") { taps += 1 }
        }
    }
}

struct Row: View, Equatable {
    let title: String
    let action: () -> Void

    // `nonisolated`: `Equatable` asks for an `==` that any code may call, and comparing two rows needs no actor
    nonisolated static func == (a: Row, b: Row) -> Bool {
        print("Row's == was asked")
        return a.title == b.title
    }

    var body: some View {
        let _ = print("Row.body")
        Button(title, action: action)
    }
}
