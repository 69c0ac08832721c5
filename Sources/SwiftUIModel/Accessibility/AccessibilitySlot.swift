import CourseCheckProtocol

/// What VoiceOver knows about a display node: the accessibility engine's slot (`DisplayNodeSlot`).
/// Views set it as they build their nodes; `LaidOutScreen.accessibilityElements()` reads it.
struct AccessibilitySlot: DisplayNodeSlot {
    /// Accessibility name, if the element is one VoiceOver reads.
    var label: String?
    /// Set by `accessibilityLabel(_:)`: the name replaces what the element would say.
    var labelIsExplicit = false
    /// What VoiceOver says the element is, when it is a control or an image (nil: text, or a
    /// container read through its children).
    var role: AccessibilityRole?
    /// Hidden from accessibility: a decorative image, or `accessibilityHidden(true)`.
    var isHidden = false
    /// VoiceOver reads this node as one element by its label, not its children (Label, Button).
    var readsAsOneElement = false
}

extension DisplayNode {
    var accessibility: AccessibilitySlot {
        get { self[AccessibilitySlot.self] }
        set { self[AccessibilitySlot.self] = newValue }
    }
}
