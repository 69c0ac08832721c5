/// The modifier every `accessibility…` property modifier returns (Apple's
/// `AccessibilityAttachmentModifier`): `ModifiedContent<Self, AccessibilityAttachmentModifier>`.
/// Chained on one another (`.accessibilityLabel(…).accessibilityHint(…)`), they merge into one
/// modifier, as Apple's `ModifiedContent where Modifier == AccessibilityAttachmentModifier`
/// overloads do.
public struct AccessibilityAttachmentModifier: ViewModifier {
    public typealias Body = Never
    /// The changes, innermost first.
    var edits: [AccessibilityEdit]
    /// Said once the modifier is built: the API it stands for is declared but not modelled.
    var notModelled: [(api: String, consequence: String)] = []

    init(_ edits: [AccessibilityEdit]) { self.edits = edits }

    init(notModelled api: String, _ consequence: String) {
        edits = []
        notModelled = [(api, consequence)]
    }

    func adding(_ other: AccessibilityAttachmentModifier) -> AccessibilityAttachmentModifier {
        var merged = self
        merged.edits += other.edits
        merged.notModelled += other.notModelled
        return merged
    }
}

extension AccessibilityAttachmentModifier: BuiltinModifier {
    func modify(_ unit: DisplayNode, context: BuildContext) -> DisplayNode {
        unit.accessibility.edits += edits
        // A control found by its title (`tap "…"`, `toggle "…"`) is found by the label it is
        // given, the innermost one.
        if unit.accessibility.role != nil, !unit.accessibility.labelIsExplicit,
           let label = edits.lazy.compactMap({ if case .label(let text) = $0 { text } else { nil } }).first {
            unit.accessibility.label = label
            unit.accessibility.labelIsExplicit = true
        }
        return unit
    }

    func didUpdate(_ node: ViewNode) {
        for (api, consequence) in notModelled { ModelProblems.notModelled(api, consequence) }
    }
}

extension View {
    /// This view under one more accessibility change.
    func accessibilityEdit(_ edits: AccessibilityEdit...) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(edits))
    }

    /// This view under an accessibility modifier the model declares but does not model.
    func accessibilityNotModelled(_ api: String, _ consequence: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(notModelled: api, consequence))
    }
}

extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
    /// The same view with one more change merged into its accessibility modifier.
    func accessibilityEdit(_ edits: AccessibilityEdit...) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.adding(AccessibilityAttachmentModifier(edits)))
    }

    func accessibilityNotModelled(_ api: String, _ consequence: String) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.adding(AccessibilityAttachmentModifier(notModelled: api, consequence)))
    }
}
