import CourseCheckProtocol

/// `accessibilityElement(children:)`: what becomes of the elements inside a view (Apple's
/// `AccessibilityChildBehavior`).
@MainActor
enum AccessibilityGrouping {
    static func group(_ items: [AccessibilityNode], as behavior: AccessibilityChildBehavior, at node: DisplayNode) -> [AccessibilityNode] {
        // The view is an element already (a button): the modifier changes how that element treats
        // its children, which a control's element already keeps to itself.
        if behavior != .ignore, items.count == 1, !items[0].isContainer, items[0].source === node { return items }
        switch behavior.kind {
        case .ignore:
            // "Any child accessibility elements become hidden … The new accessibility element has
            // no initial properties" ("A new accessibility element is always created").
            return [AccessibilityNode(role: .element, label: "", source: node)]
        case .contain:
            // "Any child accessibility elements become children of the new accessibility element."
            return [AccessibilityNode(role: .element, label: "", source: node, children: items)]
        case .combine:
            return [combine(AccessibilityTree.readingOrder(items), at: node)]
        }
    }

    /// "Any child accessibility element's properties are merged into the new accessibility
    /// element … The new accessibility element merges properties from all non-hidden children.
    /// Some properties may be transformed or ignored to achieve the ideal combined result. For
    /// example, not all of AccessibilityTraits are merged and a default action may become a named
    /// action" (Apple's `AccessibilityChildBehavior.combine`).
    ///
    /// The model's reading of that, where Apple gives no detail (no source found for these):
    /// - labels, values and hints are joined in reading order with ", " (VoiceOver pauses at a
    ///   comma; the model joins a control's composite label the same way);
    /// - the traits that say what one child is (button, link, image, static text, toggle, search
    ///   field, adjustable) are not merged; the others (header, selected, dimmed…) are;
    /// - one child with a default action lends it (and its role) to the new element; with several,
    ///   each child's default action becomes a named action, named by the child's label;
    /// - one adjustable child lends its adjustment.
    static func combine(_ children: [AccessibilityNode], at node: DisplayNode) -> AccessibilityNode {
        func joined(_ parts: [String?]) -> String? {
            let present = parts.compactMap { $0 }.filter { !$0.isEmpty }
            return present.isEmpty ? nil : present.joined(separator: ", ")
        }
        let actionable = children.filter { $0.defaultAction != nil }
        let adjustable = children.filter { $0.adjust != nil }
        var role = AccessibilityRole.element
        if actionable.count == 1 { role = actionable[0].role } else if adjustable.count == 1, actionable.isEmpty { role = .adjustable }
        var combined = AccessibilityNode(role: role, label: joined(children.map(\.label)) ?? "", source: node)
        combined.value = joined(children.map(\.value))
        combined.hint = joined(children.map(\.hint))
        let childTraits: [AccessibilityTraits] = [.isButton, .isLink, .isImage, .isStaticText, .toggle, .isSearchField, .adjustable]
        for child in children { combined.traits.formUnion(child.traits.subtracting(AccessibilityTraits(bits: childTraits.reduce(0) { $0 | $1.bits }))) }
        if actionable.count == 1 {
            combined.defaultAction = actionable[0].defaultAction
        } else {
            combined.namedActions = actionable.compactMap { child in child.defaultAction.map { (child.label, $0) } }
        }
        if adjustable.count == 1 { combined.adjust = adjustable[0].adjust }
        combined.namedActions += children.flatMap(\.namedActions)
        combined.escape = children.lazy.compactMap(\.escape).first
        combined.magicTap = children.lazy.compactMap(\.magicTap).first
        return combined
    }
}
