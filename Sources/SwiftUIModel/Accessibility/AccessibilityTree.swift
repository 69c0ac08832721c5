import CourseCheckProtocol

/// The accessibility tree, by rule: which display nodes are elements VoiceOver reads, what each
/// says, and in which order.
///
/// - An element is a view that is one by itself: a control (its role), a `Label` (read as one
///   element by its title), a text or an image (a leaf with a label). A control's content is not
///   read apart from it: it is the control's label (Apple, "Accessibility in SwiftUI", WWDC 2019:
///   SwiftUI makes its controls accessible by default, named by their label).
/// - Stacks, padding, frames, backgrounds and overlays are not elements: their elements are
///   read in the tree's order, as if at the level of the nearest container.
/// - Hidden views are skipped: `Image(decorative:)` ("SwiftUI ignores it for accessibility
///   purposes", Apple's `Image.init(decorative:bundle:)`), `accessibilityHidden(true)` ("hide this
///   view from system accessibility features", which also hides what it contains), a view in a
///   closed menu, and one a layout laid aside (`ViewThatFits`).
/// - The accessibility modifiers around a view change the element(s) it makes, innermost first
///   (`AccessibilityNode.apply`). Around a view that makes several elements (a stack), a
///   modifier changes each of them: SwiftUI gives the modifier to the views inside, as it does
///   any modifier of a `Group` ("any modifier you apply to the group affects all of that group's
///   members", Apple's `Group`); no Apple page states it for stacks.
/// - `accessibilityElement(children:)` makes one element of what is inside (`ignore`, `combine`)
///   or a container of it (`contain`), or changes the behaviour of the element the view already
///   is (Apple's `accessibilityElement(children:)`: "Creates a new accessibility element, or
///   modifies the AccessibilityChildBehavior of the existing accessibility element").
/// - Reading order: the tree's order, with each container's elements sorted by their sort
///   priority, highest first (Apple's `accessibilitySortPriority(_:)`: "Higher numbers are sorted
///   first. The default sort priority is zero", "relative to other elements at the same level"),
///   and a container's elements read together before the next element ("all children of an
///   accessibility container are navigated in order before navigating through the next
///   accessibility container", Apple's `AccessibilityChildBehavior.contain`).
@MainActor
enum AccessibilityTree {
    /// What VoiceOver reads of these views, in reading order.
    static func elements(of roots: [DisplayNode]) -> [AccessibilityNode] {
        readingOrder(roots.flatMap(items))
    }

    /// A control's label from its label content: the labels of the elements the content makes, in
    /// reading order (texts, images by their names, what stacks, backgrounds and padding hold;
    /// hidden views left out).
    static func label(of content: [DisplayNode], separator: String = ", ") -> String {
        elements(of: content).map(\.label).filter { !$0.isEmpty }.joined(separator: separator)
    }

    /// The elements and containers a display node makes, before sorting.
    static func items(of node: DisplayNode) -> [AccessibilityNode] {
        if node.accessibility.isHidden || node.isLaidAside || node.attributes.contains(where: { $0.0 == Attribute.Name.inMenu }) { return [] }
        var result: [AccessibilityNode]
        if let representation = node.accessibility.representation {
            result = representation.flatMap(items)
        } else if let own = ownElement(of: node) {
            result = [own]
        } else {
            result = (node.accessibility.replacedChildren ?? node.children).flatMap(items)
        }
        for edit in node.accessibility.edits {
            // Hidden is hidden: no modifier around it brings the view back.
            if case .hidden = edit { return [] }
            result = apply(edit, to: result, at: node)
        }
        return result
    }

    /// The element a node is by itself, if it is one.
    static func ownElement(of node: DisplayNode) -> AccessibilityNode? {
        let slot = node.accessibility
        var element: AccessibilityNode
        if let role = slot.role {
            // An image without a name (a symbol that does not exist) is not read.
            if role == .image, slot.label == nil { return nil }
            element = AccessibilityNode(role: role, label: slot.label ?? "", source: node)
        } else if slot.readsAsOneElement {
            guard let label = slot.label, !label.isEmpty else { return nil }
            element = AccessibilityNode(role: .label, label: label, source: node)
        } else if node.children.isEmpty, let label = slot.label {
            element = AccessibilityNode(role: .text, label: label, source: node)
        } else {
            return nil
        }
        element.value = slot.value
        element.placeholder = slot.placeholder
        element.traits.formUnion(slot.traits)
        // A disabled control: VoiceOver reads it "dimmed" (UIKit's `notEnabled` trait).
        if node.attributes.contains(where: { $0.0 == Attribute.Name.disabled && $0.1 == "true" }) { element.traits.insert(.notEnabled) }
        element.defaultAction = node.touch.tapAction
        element.adjust = slot.adjust
        return element
    }

    /// One modifier's edit applied to the elements a view makes.
    static func apply(_ edit: AccessibilityEdit, to items: [AccessibilityNode], at node: DisplayNode) -> [AccessibilityNode] {
        switch edit {
        case .hidden:
            return []
        case .element(let behavior):
            return AccessibilityGrouping.group(items, as: behavior, at: node)
        default:
            // A view with no element of its own (a shape, a colour) given a label, a trait, an
            // action…: the modifier makes it one, as SwiftUI does (`Circle().accessibilityLabel(…)`
            // is read; Apple's `accessibilityLabel(_:)`: "provide an accessibility label for a view
            // that doesn't display text, like an icon").
            let items = items.isEmpty ? [AccessibilityNode(role: .element, label: "", source: node)] : items
            return items.map { item in
                var item = item
                item.apply(edit)
                return item
            }
        }
    }

    /// Elements in VoiceOver's order: each level sorted by sort priority (a stable sort, so equal
    /// priorities keep the tree's order), a container's elements in its place.
    static func readingOrder(_ items: [AccessibilityNode]) -> [AccessibilityNode] {
        let sorted = items.enumerated().sorted { a, b in
            a.element.sortPriority != b.element.sortPriority ? a.element.sortPriority > b.element.sortPriority : a.offset < b.offset
        }.map(\.element)
        return sorted.flatMap { item in item.children.map(readingOrder) ?? [item] }
    }
}

extension LaidOutScreen {
    /// What VoiceOver reads in the frontmost layer, in order.
    func accessibilityElements() -> [AccessibilityElement] {
        AccessibilityTree.elements(of: frontRoots).map(\.reported)
    }
}
