import Foundation

/// A label leading and a value or control trailing, across the width it is offered: how a form
/// row, a toggle, a picker's menu row and labeled content are laid out.
@MainActor
enum LabeledRow {
    static func node(kind: String, content: String? = nil, label: [DisplayNode], control: [DisplayNode]) -> DisplayNode {
        let spacer = DisplayNode.spacer(minLength: StackLayout.defaultSpacing)
        let children = label + (label.isEmpty ? [] : [spacer]) + control
        let node = stackNode(kind: kind, children: children, layout: StackLayout(axis: .horizontal, spacing: 0, crossAlignment: 0.5))[0]
        node.content = content
        let title = label.compactMap(\.accessibility.label).joined(separator: " ")
        node.accessibility.label = title
        return node
    }
}
