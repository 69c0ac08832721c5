import CourseCheckProtocol

extension LaidOutScreen {
    /// Elements VoiceOver reads, in the frontmost layer only: buttons by their title, then texts
    /// and images not inside a button.
    func accessibilityElements() -> [AccessibilityElement] {
        var result: [AccessibilityElement] = []
        func walk(_ node: DisplayNode) {
            // Hidden, laid aside, or in a closed menu: not read.
            if node.accessibility.isHidden || node.isLaidAside || node.attributes.contains(where: { $0.0 == Attribute.Name.inMenu }) { return }
            if let role = node.accessibility.role, role == .button || role == .link {
                result.append(AccessibilityElement(role: role, label: node.accessibility.label ?? ""))
                return
            }
            if node.accessibility.labelIsExplicit, let label = node.accessibility.label {
                result.append(AccessibilityElement(role: node.accessibility.role == .image ? .image : .element, label: label))
                return
            }
            if node.accessibility.readsAsOneElement {
                if let label = node.accessibility.label, !label.isEmpty { result.append(AccessibilityElement(role: .label, label: label)) }
                return
            }
            if node.children.isEmpty, let label = node.accessibility.label {
                result.append(AccessibilityElement(role: node.accessibility.role == .image ? .image : .text, label: label))
            }
            node.children.forEach(walk)
        }
        frontRoots.forEach(walk)
        return result
    }
}
