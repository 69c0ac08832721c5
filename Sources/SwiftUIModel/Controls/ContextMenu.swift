import CourseCheckProtocol
import Foundation

extension View {
    /// A menu that a long press on the view opens (Apple's `contextMenu(menuItems:)`). Its items are
    /// listed under the view, in the closed menu (`in-menu=true`); a `tap` step can choose one by
    /// its title, as if the menu were open.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        ContextMenuHost(content: self, items: menuItems())
    }

    /// The same, with a preview shown while the menu is open (the model does not show it).
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
        ContextMenuHost(content: self, items: menuItems())
    }
}

/// A view with its context menu's items beside it in the graph.
struct ContextMenuHost<Content: View, Items: View>: View {
    let content: Content
    let items: Items
    typealias Body = Never
}

extension ContextMenuHost: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] {
        [ChildView(identity: .index(0), view: content), ChildView(identity: .index(1), view: items)]
    }

    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        let items = children[1]
        return children[0].enumerated().map { index, unit in
            // The items hang under the first unit only (a view's units share one menu).
            guard index == 0 else { return unit }
            let menu = DisplayNode(kind: "ContextMenu", children: items.map(MenuItems.hide), layout: MenuLayout(labelCount: 0))
            let node = DisplayNode(kind: "contextMenu", children: [unit, menu], layout: MenuLayout(labelCount: 1))
            node.layoutPriority = unit.layoutPriority
            return node
        }
    }
}
