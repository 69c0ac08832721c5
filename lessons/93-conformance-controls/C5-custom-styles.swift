// title: styles of the app's own for buttons, labels and toggles
// question: A ButtonStyle draws the button's label from its configuration and the button still runs
//    its action; a LabelStyle builds a label from its title and icon; a ToggleStyle can toggle
//    through its configuration's binding.
// claims: C93-5
// source: Apple's documentation of ButtonStyle ("…the system … triggers the button's action"), of
//    LabelStyleConfiguration (title, icon) and of ToggleStyleConfiguration ($isOn, "A binding to a
//    state property that indicates whether the toggle is on"). Code written for this check.
// step: tap "Go"
// step: tap "Flip"
import SwiftUI

struct Pill: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(8)
            .background(.yellow)
    }
}

struct TitleFirst: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.title
            configuration.icon
        }
    }
}

struct Flipper: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button("Flip") { configuration.isOn.toggle() }
    }
}

struct ContentView: View {
    @State private var on = false

    var body: some View {
        VStack {
            Button("Go") { print("go") }
                .buttonStyle(Pill())
            Label("Lima", systemImage: "airplane")
                .labelStyle(TitleFirst())
            Toggle("Flag", isOn: $on)
                .toggleStyle(Flipper())
        }
        .onChange(of: on) { print("on \(on)") }
    }
}
