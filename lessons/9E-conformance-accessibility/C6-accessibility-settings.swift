// title: the accessibility settings an app reads from its environment
// question: An app reads Reduce Motion, Reduce Transparency, Differentiate Without Colour, Smart
//    Invert, Bold Text (legibilityWeight), VoiceOver and Increase Contrast from its environment.
//    What does it read with them off, and with them on?
// claims: C9E-6
// source: Apple's documentation of EnvironmentValues.accessibilityReduceMotion,
//    accessibilityReduceTransparency, accessibilityDifferentiateWithoutColor,
//    accessibilityInvertColors, legibilityWeight, accessibilityVoiceOverEnabled and
//    colorSchemeContrast. Code written for this check.
// variant off: step: launch
// variant on: accessibility: reduce-motion, reduce-transparency, differentiate-without-color, voiceover
// variant drawn: accessibility: bold-text, increase-contrast, invert-colors
import SwiftUI

struct ContentView: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.accessibilityReduceTransparency) private var reduceTransparency
    @Environment(\.accessibilityDifferentiateWithoutColor) private var differentiateWithoutColor
    @Environment(\.accessibilityInvertColors) private var invertColors
    @Environment(\.legibilityWeight) private var legibilityWeight
    @Environment(\.accessibilityVoiceOverEnabled) private var voiceOver
    @Environment(\.colorSchemeContrast) private var contrast

    var body: some View {
        let _ = print("reduce motion \(reduceMotion)")
        let _ = print("reduce transparency \(reduceTransparency)")
        let _ = print("differentiate without color \(differentiateWithoutColor)")
        let _ = print("invert colors \(invertColors)")
        let _ = print("bold text \(legibilityWeight == .bold)")
        let _ = print("voiceover \(voiceOver)")
        let _ = print("increased contrast \(contrast == .increased)")
        Text(reduceMotion ? "Still" : "Moving")
    }
}
