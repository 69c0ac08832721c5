// title: a model that reads @Environment
// question: An @Observable model declares @Environment(\.locale) var locale. Does it get the
//    screen's locale?
// claims: L46-F9
// source: lesson 46 · flash cards · Trick question · Dependencies
// note: The card shows only its question and a screenshot; the model and the screen are
//    reconstructed from its text: the screen says "the model sees" and then the locale's
//    identifier, in a screen whose locale is de_DE. @ObservationIgnored keeps the @Observable
//    macro off the property wrapper.
// root: ContentView().environment(\.locale, Locale(identifier: "de_DE"))
import SwiftUI

@MainActor
@Observable
final class Greeter {
    @ObservationIgnored @Environment(\.locale) var locale
}

struct ContentView: View {
    @State private var model = Greeter()

    var body: some View {
        Text("the model sees \(model.locale.identifier)")
    }
}
