/// A container that keeps some of its children in the graph without showing them: a navigation
/// stack's columns under the one on top, the tabs of a tab view that are not selected. Their
/// state lives on (popping back finds it again), but they are off screen, so their appear and
/// disappear actions follow what is shown (Apple's `onAppear(perform:)`: "the action to perform
/// … before this view appears"; `onDisappear(perform:)`: "after this view disappears"). A node
/// appears when it becomes part of what is shown — made while shown, or its container shows it
/// again — and disappears when it leaves it — removed, or hidden by its container.
@MainActor
protocol ChildVisibility {
    /// Whether the child with this identity component (among `node`'s children) is shown now.
    func isShown(child: IdentityComponent, of node: ViewNode) -> Bool
}

extension ViewNode {
    /// Shown unless a container above it keeps the branch it is in off screen.
    var isShownByAncestors: Bool {
        var current = parent
        while let ancestor = current {
            if let container = ViewGraph.builtinView(ancestor.view) as? any ChildVisibility,
               identity.count > ancestor.identity.count,
               !container.isShown(child: identity[ancestor.identity.count], of: ancestor) {
                return false
            }
            current = ancestor.parent
        }
        return true
    }
}

extension ViewGraph {
    /// Brings the nodes of `subtree` on or off screen after their container changed what it
    /// shows, queueing their appear or disappear actions (run when the update ends, as for nodes
    /// made and removed). Nodes a nested container keeps hidden stay off screen.
    func updateVisibility(of subtree: ViewNode) {
        // In the order the graph makes and removes nodes: a parent appears after its children
        // (once its subtree is there), and disappears after them.
        func walk(_ node: ViewNode) {
            let shown = node.isShownByAncestors
            let appears = shown && !node.isOnScreen
            if appears { node.isOnScreen = true }
            node.children.forEach(walk)
            if appears { lifecycle.appeared(node) }
            if !shown, node.isOnScreen {
                node.isOnScreen = false
                lifecycle.disappeared(node)
            }
        }
        walk(subtree)
    }
}
