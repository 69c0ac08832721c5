/// A switch of Settings ▸ Accessibility that a run turns on (`// accessibility: voiceover,
/// reduce-motion`): the environment value an app reads from it is true (docs/SCENARIOS.md,
/// "Accessibility settings").
public enum AccessibilitySetting: String, CaseIterable, Codable, Sendable {
    /// VoiceOver: `accessibilityVoiceOverEnabled`.
    case voiceOver = "voiceover"
    /// Reduce Motion: `accessibilityReduceMotion`.
    case reduceMotion = "reduce-motion"
    /// Reduce Transparency: `accessibilityReduceTransparency`.
    case reduceTransparency = "reduce-transparency"
    /// Differentiate Without Colour: `accessibilityDifferentiateWithoutColor`.
    case differentiateWithoutColor = "differentiate-without-color"
    /// Smart Invert: `accessibilityInvertColors`.
    case invertColors = "invert-colors"
    /// Bold Text: `legibilityWeight` is `.bold`.
    case boldText = "bold-text"
    /// Increase Contrast: `colorSchemeContrast` is `.increased`.
    case increaseContrast = "increase-contrast"
    /// Button Shapes: `accessibilityShowButtonShapes`.
    case buttonShapes = "button-shapes"
}
