// title: the modifiers that change what an element says
// question: accessibilityLabel, accessibilityValue, accessibilityHint, accessibilityInputLabels,
//    accessibilityAddTraits, accessibilityRemoveTraits, accessibilityHeading, accessibilityIdentifier
//    and accessibilityHidden, with and without isEnabled: what does VoiceOver read?
// claims: C9E-3
// source: Apple's documentation of each modifier (accessibilityLabel(_:), accessibilityValue(_:),
//    accessibilityHint(_:), accessibilityInputLabels(_:), accessibilityAddTraits(_:),
//    accessibilityRemoveTraits(_:), accessibilityHeading(_:), accessibilityIdentifier(_:),
//    accessibilityHidden(_:), and their isEnabled: forms of iOS 18; accessibilityLabel(content:) of
//    iOS 18). Code written for this check.
import SwiftUI

struct ContentView: View {
    @State private var isFavorite = false

    var body: some View {
        VStack(spacing: 12) {
            Text("Trip planner")
                .accessibilityAddTraits(.isHeader)
            Text("Chapter one")
                .accessibilityHeading(.h2)
            Button {
            } label: {
                Image(systemName: "trash")
            }
            .accessibilityLabel("Delete trip")
            .accessibilityHint("Removes the trip from your list")
            Text("★★★☆☆")
                .accessibilityLabel("Rating")
                .accessibilityValue("3 out of 5")
            Image(systemName: "heart")
                .accessibilityLabel("Unfavorite", isEnabled: isFavorite)
            Button("Pay") {}
                .accessibilityInputLabels(["Pay", "Checkout", "Buy"])
                .accessibilityIdentifier("pay-button")
            Button("Plain") {}
                .accessibilityRemoveTraits(.isButton)
            Text("Tap me")
                .onTapGesture {}
                .accessibilityAddTraits(.isButton)
            HStack {
                Text("One")
                Text("Two")
            }
            .accessibilityHidden(true, isEnabled: false)
            Text("Gone")
                .accessibilityHidden(true)
            Circle()
                .fill(.red)
                .frame(width: 20, height: 20)
                .accessibilityLabel("Recording")
            Text("72°")
                .accessibilityLabel { label in
                    Text("Temperature")
                    label
                }
        }
    }
}
