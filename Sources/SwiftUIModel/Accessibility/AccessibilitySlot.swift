import CourseCheckProtocol

/// What VoiceOver knows about a display node: the accessibility engine's slot (`DisplayNodeSlot`).
/// A view sets what it is by itself (its role, label, value, traits, default action) as it builds
/// its node; the accessibility modifiers around it add their edits (`edits`), in the order they
/// wrap it. `AccessibilityTree` derives the elements VoiceOver reads from both.
struct AccessibilitySlot: DisplayNodeSlot {
    /// The view's own accessibility name. Controls set it to their title, which the host's steps
    /// also find them by; `accessibilityLabel(_:)` replaces it (`labelIsExplicit`).
    var label: String?
    /// The label was given by an accessibility modifier (or `Text.accessibilityLabel`), the
    /// innermost one: one further out does not rename the view.
    var labelIsExplicit = false
    /// What the view is to VoiceOver when it is an element by itself (a control, an image); nil for
    /// text (a leaf with a label) and for containers read through their children.
    var role: AccessibilityRole?
    /// Hidden from accessibility by the view itself (a decorative image).
    var isHidden = false
    /// VoiceOver reads this node as one element by its label, not its children (a `Label`).
    var readsAsOneElement = false
    /// The view's own value (a toggle's state, a slider's amount, a field's text).
    var value: String?
    /// The view's own traits besides its role's (a header, a selected tab).
    var traits = AccessibilityTraits()
    /// The placeholder a text field reads while it is empty.
    var placeholder: String?
    /// What VoiceOver's swipe up and down do to the view by itself (a slider).
    var adjust: (@MainActor (AccessibilityAdjustmentDirection) -> Void)?
    /// The accessibility modifiers around the view, innermost first.
    var edits: [AccessibilityEdit] = []
    /// `accessibilityRepresentation`: these nodes' elements stand for the view's.
    var representation: [DisplayNode]?
    /// `accessibilityChildren`: these nodes' elements are the view's children.
    var replacedChildren: [DisplayNode]?

    /// The label the innermost `accessibilityLabel` around the view gives it: what a step finds
    /// a view that is not a control by (`touch "Photo"` on a labelled colour).
    var editedLabel: String? {
        edits.lazy.compactMap { if case .label(let text) = $0 { text } else { nil } }.first
    }
}

extension DisplayNode {
    var accessibility: AccessibilitySlot {
        get { self[AccessibilitySlot.self] }
        set { self[AccessibilitySlot.self] = newValue }
    }
}

/// One change an accessibility modifier makes to the element(s) of the view it wraps.
enum AccessibilityEdit {
    case label(String)
    case value(String)
    case hint(String)
    case inputLabels([String])
    case addTraits(AccessibilityTraits)
    case removeTraits(AccessibilityTraits)
    case hidden
    case identifier(String)
    case sortPriority(Double)
    case heading(AccessibilityHeadingLevel)
    case action(AccessibilityActionKind, @MainActor () -> Void)
    case adjustable(@MainActor (AccessibilityAdjustmentDirection) -> Void)
    /// `accessibilityElement(children:)`: makes one element (or a container) of what is inside.
    case element(AccessibilityChildBehavior)
}
