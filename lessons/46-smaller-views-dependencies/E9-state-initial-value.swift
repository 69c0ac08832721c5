// title: @State's starting value
// question: A subview declares @State private var notes = Notes(), and Notes.init prints. The
//    parent's body runs three more times, making the subview again each time. How many Notes are
//    made — and how many when the same thing is written out as State(initialValue: Notes())?
// claims: L46-E9
// source: lesson 46 · edge cases · breaking a screen into small views · question 9 of 9
// step: tap "Tap: 0"
// step: tap "Tap: 1"
// step: tap "Tap: 2"
// variant xcode27: platform: iOS 27
// variant xcode26: platform: iOS 26
import SwiftUI

@MainActor
@Observable
final class Notes {
    let name: String

    init(_ name: String) {
        self.name = name
        print("Notes.init for \(name)")
    }
}

struct ContentView: View {
    @State private var taps = 0

    var body: some View {
        VStack(spacing: 20) {
            Button("Tap: \(taps)") { taps += 1 }
            Editor(title: "Taps so far: \(taps)")
        }
    }
}

struct Editor: View {
    let title: String
    @State private var notes = Notes("@State")
    private let written = State(initialValue: Notes("State(initialValue:)"))

    var body: some View {
        Text(title)
    }
}
