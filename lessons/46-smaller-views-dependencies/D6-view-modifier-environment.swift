// title: a ViewModifier and the environment
// question: A model cannot read @Environment — a lesson 46 card found it gets only the default. Can
//    a ViewModifier?
// claims: L46-D6
// source: lesson 46 · edge cases · passing dependencies · question 6 of 9
import SwiftUI

/// Shows which locale it finds, beside the view it is applied to.
struct ShowsLocale: ViewModifier {
    @Environment(\.locale) private var locale

    func body(content: Content) -> some View {
        HStack {
            content
            Text("(\(locale.identifier))")
        }
    }
}

struct ContentView: View {
    var body: some View {
        Text("Bergen")
            .modifier(ShowsLocale())
            .environment(\.locale, Locale(identifier: "nb_NO"))
    }
}
