// title: older spellings: a PreviewProvider and deprecated modifiers
// question: A PreviewProvider's previews are found and shown; previewDisplayName names one;
//    foregroundColor, cornerRadius, overlay(_:alignment:) and accentColor still work, with
//    deprecation warnings that name their replacements.
// claims: C93-8
// source: Apple's documentation of PreviewProvider and previewDisplayName(_:); the deprecation
//    messages of foregroundColor(_:) (renamed foregroundStyle(_:)), cornerRadius(_:antialiased:)
//    ("Use `clipShape` or `fill` instead."), overlay(_:alignment:) ("Use `overlay(alignment:content:)`
//    instead.") and accentColor(_:) ("Use the asset catalog's accent color or View.tint(_:) instead."),
//    as Apple's SDK declares them (OpenSwiftUI mirrors them; docs/FACTS.md). Code written for this check.
// step: preview "Badge"
import SwiftUI

struct Badge: View {
    var body: some View {
        Text("New")
            .foregroundColor(.red)
            .padding()
            .overlay(Color.clear, alignment: .center)
            .cornerRadius(8)
            .accentColor(.green)
    }
}

struct Badge_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            Text("Plain")
            Badge().previewDisplayName("Badge")
        }
    }
}
