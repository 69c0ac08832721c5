import Foundation

/// A navigation container: its root view under a navigation bar, which shows the toolbar items
/// the views inside it declare.
public struct NavigationStack<Root: View> {
    let root: Root
    public init(@ViewBuilder root: () -> Root) { self.root = root() }
    public typealias Body = Never
}

extension NavigationStack: View {}

extension NavigationStack: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [ChildView(identity: .index(0), view: root)] }

    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        var content = children.flatMap { $0 }
        // Toolbar items declared anywhere inside rise to the bar (see `ToolbarModifier`).
        let items = content.flatMap { $0.collect(kind: "ToolbarItem") }
        content = content.map { $0.removing(kind: "ToolbarItem") }
        let bar = DisplayNode(kind: "NavigationBar", children: items, layout: StackLayout(axis: .horizontal, spacing: nil, crossAlignment: 0.5))
        return [DisplayNode(kind: "NavigationStack", children: [bar] + content, layout: StackLayout(axis: .vertical, spacing: 0, crossAlignment: 0.5))]
    }
}

extension DisplayNode {
    /// Nodes of a kind anywhere below, in order.
    func collect(kind: String) -> [DisplayNode] {
        children.flatMap { ($0.kind == kind ? [$0] : []) + $0.collect(kind: kind) }
    }

    /// The same tree without the nodes of a kind.
    func removing(kind: String) -> DisplayNode {
        children = children.filter { $0.kind != kind }.map { $0.removing(kind: kind) }
        return self
    }
}
