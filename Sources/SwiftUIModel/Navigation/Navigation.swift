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
        let items = content.flatMap { $0.collect { $0.toolbarPlacement != nil } }
        content = content.map { $0.removing { $0.toolbarPlacement != nil } }
        let bar = DisplayNode(kind: "NavigationBar", children: items, layout: StackLayout(axis: .horizontal, spacing: nil, crossAlignment: 0.5))
        return [DisplayNode(kind: "NavigationStack", children: [bar] + content, layout: StackLayout(axis: .vertical, spacing: 0, crossAlignment: 0.5))]
    }
}

extension DisplayNode {
    /// The nodes below that pass the test, in order.
    func collect(_ test: (DisplayNode) -> Bool) -> [DisplayNode] {
        children.flatMap { (test($0) ? [$0] : []) + $0.collect(test) }
    }

    /// The same tree without the nodes that pass the test.
    func removing(_ test: (DisplayNode) -> Bool) -> DisplayNode {
        children = children.filter { !test($0) }.map { $0.removing(test) }
        return self
    }
}
