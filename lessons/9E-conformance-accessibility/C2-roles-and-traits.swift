// title: roles, values and traits of the standard views
// question: What does VoiceOver say each standard control is, what value does it read, and which
//    traits (heading, selected, dimmed) does it add?
// claims: C9E-2
// source: Apple's documentation of AccessibilityTraits (isHeader: "like the title of a navigation
//    bar"), Toggle, Slider, Picker, TextField, TabView and disabled(_:); OpenSwiftUI's
//    AccessibilityBoundedNumber (a slider's value); MagentaA11y, "Stepper". Code written for
//    this check.
import SwiftUI

struct ContentView: View {
    @State private var wifi = true
    @State private var volume = 0.5
    @State private var nights = 3
    @State private var flavor = "Vanilla"
    @State private var size = "S"
    @State private var name = ""
    @State private var city = "Oslo"

    var body: some View {
        TabView {
            NavigationStack {
                Form {
                    Section("Settings") {
                        Toggle("Wi-Fi", isOn: $wifi)
                        Slider(value: $volume) { Text("Volume") }
                        Stepper("Nights: \(nights)", value: $nights, in: 1...10)
                        Picker("Flavor", selection: $flavor) {
                            Text("Vanilla").tag("Vanilla")
                            Text("Mint").tag("Mint")
                        }
                        Picker("Size", selection: $size) {
                            Text("S").tag("S")
                            Text("L").tag("L")
                        }
                        .pickerStyle(.segmented)
                        TextField("Name", text: $name)
                        TextField("City", text: $city)
                        Button("Delete all") {}
                            .disabled(true)
                    }
                }
                .navigationTitle("Preferences")
            }
            .tabItem { Label("Home", systemImage: "house") }
            Text("Profile")
                .tabItem { Label("Profile", systemImage: "person") }
        }
    }
}
