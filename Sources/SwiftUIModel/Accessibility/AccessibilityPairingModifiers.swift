import Foundation

// Accessibility modifiers that tie views together or to other system features, with Apple's
// signatures and availability (the iOS SDK's `SwiftUI.swiftinterface`). None changes what VoiceOver
// reads in the model; each says so in the run's problems.

extension View {
    /// Shows the view in the large content viewer when a person at an accessibility text size
    /// long-presses it (Apple's `accessibilityShowsLargeContentViewer()`). Not modelled.
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func accessibilityShowsLargeContentViewer() -> some View {
        accessibilityNotModelled("accessibilityShowsLargeContentViewer", "a long press shows no large content viewer")
    }

    /// The same, showing `largeContentView`. Not modelled.
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func accessibilityShowsLargeContentViewer<V: View>(@ViewBuilder _ largeContentView: () -> V) -> some View {
        accessibilityNotModelled("accessibilityShowsLargeContentViewer", "a long press shows no large content viewer")
    }

    /// Pairs a label's element with its content's (Apple's `accessibilityLabeledPair(role:id:in:)`).
    /// Not modelled: both are read as they are.
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public func accessibilityLabeledPair<ID: Hashable>(role: AccessibilityLabeledPairRole, id: ID, in namespace: Namespace.ID) -> some View {
        accessibilityNotModelled("accessibilityLabeledPair", "each of the pair is read as it is")
    }

    /// Links elements into a group VoiceOver moves through together (Apple's
    /// `accessibilityLinkedGroup(id:in:)`). Not modelled.
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public func accessibilityLinkedGroup<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View {
        accessibilityNotModelled("accessibilityLinkedGroup", "the elements are read in the tree's order")
    }

    /// Keeps the view's colours under Smart Invert (Apple's `accessibilityIgnoresInvertColors(_:)`).
    /// With Smart Invert off it changes nothing, as on a device; with it on (`accessibility:
    /// invert-colors`), inverting is not modelled, and the run says so.
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View {
        modifier(InvertColorsModifier())
    }
}

/// `accessibilityIgnoresInvertColors`: nothing to do unless Smart Invert is on.
struct InvertColorsModifier: ViewModifier, BuiltinModifier {
    typealias Body = Never
    func childEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        if environment.accessibilityInvertColors {
            ModelProblems.notModelled("accessibilityIgnoresInvertColors", "no colour is inverted")
        }
        return environment
    }
}
