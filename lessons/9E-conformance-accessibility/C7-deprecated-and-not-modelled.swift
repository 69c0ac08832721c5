// title: the first release's spellings, a newer modifier on an older iOS, and what is not modelled
// question: accessibility(label:) and its family are to be deprecated in favour of
//    accessibilityLabel(_:); accessibilityLabel(_:isEnabled:) arrived in iOS 18. What does the
//    compiler say, and what of a rotor, VoiceOver's focus and the large content viewer?
// claims: C9E-7
// source: Apple's iOS SDK (SwiftUI.swiftinterface: accessibility(label:) is `deprecated: 100000.0,
//    renamed: "accessibilityLabel(_:)"`); Apple's documentation of accessibilityLabel(_:isEnabled:)
//    (iOS 18.0+), accessibilityRotor(_:entries:), AccessibilityFocusState and
//    accessibilityShowsLargeContentViewer(). Code written for this check.
// variant current: platform: iOS 27
// variant ios17: platform: iOS 17
import SwiftUI

struct Place: Identifiable {
    let name: String
    var id: String { name }
}

struct ContentView: View {
    @AccessibilityFocusState private var isTitleFocused: Bool
    let landmarks = ["Space Needle", "Pike Place"]

    var body: some View {
        VStack {
            Text("Seattle")
                .accessibility(label: Text("City of Seattle"))
                .accessibility(addTraits: .isHeader)
                .accessibilityFocused($isTitleFocused)
            Text("Landmarks")
                .accessibilityLabel("Landmarks of the city", isEnabled: true)
                .accessibilityRotor("Landmarks") {
                    ForEach(landmarks, id: \.self) { landmark in
                        AccessibilityRotorEntry(landmark, id: landmark)
                    }
                }
                .accessibilityRotor(.headings, entries: landmarks.map(Place.init), entryLabel: \.name)
            Image(systemName: "tram")
                .accessibilityShowsLargeContentViewer()
        }
    }
}
