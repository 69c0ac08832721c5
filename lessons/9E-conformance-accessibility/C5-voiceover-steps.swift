// title: VoiceOver's gestures: activate, adjust, custom actions, escape and magic tap
// question: With VoiceOver, a double tap activates an element, a swipe up or down adjusts it, the
//    actions rotor runs a custom action, a two-finger scrub escapes and a two-finger double tap is
//    the magic tap. What runs?
// claims: C9E-5
// source: Apple's documentation of accessibilityAction(_:_:) and AccessibilityActionKind
//    (default, escape, magicTap), accessibilityAction(named:_:), accessibilityAdjustableAction(_:)
//    and AccessibilityAdjustmentDirection, accessibilityActions(_:) and accessibilityAction(action:
//    label:); Apple's iPhone User Guide, "Use VoiceOver gestures on
//    iPhone". Code written for this check.
// step: activate "Add"
// step: activate "Wi-Fi"
// step: adjust "Volume" up
// step: adjust "Rating" down
// step: action "Archive" on "Message from Ada"
// step: escape
// step: magic tap
// step: action "Reply" on "Message from Ada"
// step: action "Mark as read" on "Message from Ada"
// step: activate "Nowhere"
import SwiftUI

struct ContentView: View {
    @State private var count = 0
    @State private var wifi = false
    @State private var volume = 0.5
    @State private var rating = 3

    var body: some View {
        VStack {
            Button("Add") { count += 1; print("count \(count)") }
            Toggle("Wi-Fi", isOn: $wifi)
                .onChange(of: wifi) { print("wifi \(wifi)") }
            Slider(value: $volume) { Text("Volume") }
                .onChange(of: volume) { print("volume \(volume)") }
            Text("\(rating) stars")
                .accessibilityLabel("Rating")
                .accessibilityValue("\(rating)")
                .accessibilityAdjustableAction { direction in
                    rating += direction == .increment ? 1 : -1
                    print("rating \(rating)")
                }
            Text("Message from Ada")
                .accessibilityAction(named: "Archive") { print("archived") }
                .accessibilityAction(.escape) { print("escaped") }
                .accessibilityAction(.magicTap) { print("magic") }
                .accessibilityActions {
                    Button("Reply") { print("replied") }
                }
                .accessibilityAction {
                    print("marked")
                } label: {
                    Text("Mark as read")
                }
        }
    }
}
