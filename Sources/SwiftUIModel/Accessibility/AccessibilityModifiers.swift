import Foundation

/// `accessibilityLabel`, `accessibilityHidden`: change what VoiceOver reads, not what is drawn.
struct AccessibilityLabelModifier: ViewModifier, BuiltinModifier {
    let label: String?
    let hidden: Bool
    typealias Body = Never

    func modify(_ unit: DisplayNode, context: BuildContext) -> DisplayNode {
        if hidden {
            unit.accessibility.isHidden = true
        } else if let label {
            unit.accessibility.label = label
            unit.accessibility.labelIsExplicit = true
        }
        return unit
    }
}

extension View {
    public func accessibilityLabel(_ label: Text) -> some View {
        modifier(AccessibilityLabelModifier(label: TextResolver.plain(label), hidden: false))
    }

    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
        accessibilityLabel(Text(labelKey))
    }

    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        modifier(AccessibilityLabelModifier(label: String(label), hidden: false))
    }

    public func accessibilityHidden(_ hidden: Bool) -> some View {
        modifier(AccessibilityLabelModifier(label: nil, hidden: hidden))
    }
}
