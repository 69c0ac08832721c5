// title: controls in a form
// question: In a form on iOS a toggle's switch and a picker's chosen value sit at the trailing edge
//    of their rows; the picker is a menu; choosing in it changes its selection; labeled content shows
//    its value; section headers show.
// claims: C92-5
// source: Apple's documentation of FormStyle.grouped ("leading aligned labels and trailing aligned
//    controls within visually grouped sections"), of the menu picker style ("presents the options as
//    a menu … the current selection") and of LabeledContent; the default picker style in a form from
//    iOS 16 (a public picker guide, docs/FACTS.md). Code written for this check.
// step: select "Train" in "Travel by"
// step: toggle "Window seat"
import SwiftUI

struct ContentView: View {
    @State private var mode = "Plane"
    @State private var window = false

    var body: some View {
        Form {
            Section("Trip") {
                LabeledContent("Nights", value: "5")
                Picker("Travel by", selection: $mode) {
                    Text("Plane").tag("Plane")
                    Text("Train").tag("Train")
                }
            }
            Section {
                Toggle("Window seat", isOn: $window)
            } footer: {
                Text("Subject to availability.")
            }
        }
        .onChange(of: mode) { print("mode \(mode)") }
    }
}
