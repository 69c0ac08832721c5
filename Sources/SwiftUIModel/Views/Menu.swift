import CourseCheckProtocol
import Foundation

/// A control that presents a menu of actions. The model lists its items under it; a `tap` step
/// can choose an item by its title directly.
public struct Menu<Label: View, Content: View> {
    let label: Label
    let content: Content
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }
    public typealias Body = Never
}

extension Menu where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension Menu: View {}

extension Menu: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] {
        [ChildView(identity: .index(0), view: label), ChildView(identity: .index(1), view: content)]
    }

    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        let label = children.first ?? []
        let items = children.count > 1 ? children[1] : []
        let title = label.compactMap(\.accessibilityLabel).joined(separator: ", ")
        let node = DisplayNode(kind: "Menu", content: ReportQuoting.quote(title), children: label + items.map(MenuItems.hide), layout: MenuLayout(labelCount: label.count))
        node.accessibilityLabel = title
        return [node]
    }
}

enum MenuItems {
    /// Menu items are not drawn until the menu opens: they take no space.
    @MainActor static func hide(_ item: DisplayNode) -> DisplayNode {
        item.attributes.append(("in-menu", "true"))
        return item
    }
}

/// Sized by the label; the items of the closed menu take no space in it. They are laid out at
/// their ideal size where the menu would open (reported `in-menu=true`, not drawn).
struct MenuLayout: LayoutRule {
    let labelCount: Int
    func sizeThatFits(_ proposal: ProposedViewSize, children: [DisplayNode]) -> CGSize {
        children.prefix(labelCount).map { $0.sizeThatFits(proposal) }.reduce(.zero) { CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height)) }
    }
    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, children: [DisplayNode]) {
        var y = bounds.maxY
        for (index, child) in children.enumerated() {
            if index < labelCount {
                child.place(in: CGRect(origin: bounds.origin, size: child.sizeThatFits(ProposedViewSize(bounds.size))), proposal: ProposedViewSize(bounds.size))
            } else {
                let size = child.sizeThatFits(.unspecified)
                child.place(in: CGRect(origin: CGPoint(x: bounds.minX, y: y), size: size), proposal: .unspecified)
                y += size.height
            }
        }
    }
}

extension Menu where Label == SwiftUIModel.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { SwiftUIModel.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { SwiftUIModel.Label(title, systemImage: systemImage) }
    }
}
