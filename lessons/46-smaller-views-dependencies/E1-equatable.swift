// title: a closure, and equatable()
// question: A row takes a closure, so SwiftUI cannot tell whether its inputs changed, and runs its
//    body whenever the parent's does. The row is made Equatable, comparing only its title, and the
//    parent writes .equatable(). Now?
// claims: L46-E1
// source: lesson 46 · edge cases · breaking a screen into small views · question 1 of 9
// step: tap "Tap" 3 times
import SwiftUI

struct Row: View {
    let title: String
    let onTap: () -> Void

    var body: some View {
        let _ = print("Row's body")
        Button(title, action: onTap)
    }
}

struct EquatableRow: View, Equatable {
    let title: String
    let onTap: () -> Void

    // `nonisolated`: `Equatable` asks for an `==` that any code may call, and comparing two rows needs no actor
    nonisolated static func == (a: EquatableRow, b: EquatableRow) -> Bool {
        let same = a.title == b.title
        print("EquatableRow's == said \(same)")
        return same
    }

    var body: some View {
        let _ = print("EquatableRow's body")
        Button(title, action: onTap)
    }
}

struct ContentView: View {
    @State private var taps = 0

    var body: some View {
        let _ = print("the parent's body")
        VStack(spacing: 20) {
            Text("Taps: \(taps)")
            Button("Tap") { taps += 1 }
            Row(title: "Trips", onTap: { taps = 0 })
            EquatableRow(title: "Trips", onTap: { taps = 0 })
                .equatable()
        }
    }
}
