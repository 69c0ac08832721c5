// title: @Published outside a class
// question: A struct declares a @Published property. What does the compiler say?
// claims: C9A-8
// source: conformance · Combine's interface (Published.wrappedValue is unavailable outside classes), the error as quoted in public forum threads
// step: launch
import SwiftUI

struct Settings {
    @Published var volume = 3
}

struct ContentView: View {
    var body: some View {
        Text("Volume")
    }
}
