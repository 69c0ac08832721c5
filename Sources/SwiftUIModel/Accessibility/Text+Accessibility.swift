import Foundation

// The accessibility modifiers of `Text` itself, which return a `Text` (so a labelled text can
// still be concatenated or interpolated), with Apple's signatures and availability (the iOS SDK's
// `SwiftUI.swiftinterface`: iOS 15).

@available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
extension Text {
    /// What VoiceOver reads for the text in place of its characters.
    public func accessibilityLabel(_ label: Text) -> Text { adding(.accessibilityLabel(TextResolver.plain(label))) }
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> Text { adding(.accessibilityLabel(TextResolver.plain(Text(labelKey)))) }
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> Text { adding(.accessibilityLabel(String(label))) }

    /// Makes the text a heading of this level (`traits=header level=N`).
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> Text { adding(.accessibilityHeading(level)) }

    /// How VoiceOver speaks the text. Not modelled: the run says so when the text is shown.
    public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> Text { adding(.accessibilityTextContentType(value.name)) }
}

extension Text {
    /// The Text's own accessibility modifiers on its display node: the innermost label, the
    /// heading level.
    @MainActor
    func applyAccessibilityModifiers(to node: DisplayNode) {
        for modifier in modifiers {
            switch modifier {
            case .accessibilityLabel(let label) where !node.accessibility.labelIsExplicit:
                node.accessibility.label = label
                node.accessibility.labelIsExplicit = true
            case .accessibilityHeading(let level):
                node.accessibility.edits.append(.heading(level))
            case .accessibilityTextContentType:
                ModelProblems.notModelled("accessibilityTextContentType", "VoiceOver's speech is not spelled out; the element reads its label as before")
            default:
                break
            }
        }
    }
}
