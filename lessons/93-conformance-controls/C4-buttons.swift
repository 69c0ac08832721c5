// title: button roles, styles, and a disabled button
// question: A button carries its role and style; tapping a disabled button does nothing.
// claims: C93-4
// source: Apple's documentation of Button(_:role:action:) and ButtonRole.destructive, of
//    buttonStyle(_:) with .bordered and .borderedProminent, of controlSize(_:), and of disabled(_:)
//    ("…the user can't interact with this view"). Code written for this check.
// step: tap "Save"
// step: tap "Delete"
import SwiftUI

struct ContentView: View {
    var body: some View {
        VStack {
            Button("Delete", role: .destructive) { print("delete") }
                .buttonStyle(.bordered)
            Button("Save") { print("save") }
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
                .disabled(true)
        }
    }
}
