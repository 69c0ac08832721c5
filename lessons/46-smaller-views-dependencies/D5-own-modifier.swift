// title: a view's own modifier
// question: A view reads @Environment(\.locale) and, in its own body, wraps its content in
//    .environment(\.locale, Locale(identifier: "de_DE")). Which locale does the view itself see —
//    and its child?
// claims: L46-D5
// source: lesson 46 · edge cases · passing dependencies · question 5 of 9
import SwiftUI

struct ContentView: View {
    var body: some View {
        Greeting()
    }
}

struct Greeting: View {
    @Environment(\.locale) private var locale

    var body: some View {
        VStack(spacing: 20) {
            Text("Greeting sees \(locale.identifier)")
            LocaleReport()
        }
        .environment(\.locale, Locale(identifier: "de_DE"))
    }
}

struct LocaleReport: View {
    @Environment(\.locale) private var locale

    var body: some View {
        Text("Its child sees \(locale.identifier)")
    }
}
