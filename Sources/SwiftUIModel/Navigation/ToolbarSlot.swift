/// Where a toolbar item asks to be placed: the toolbar's slot (`DisplayNodeSlot`); the navigation
/// bar takes the nodes that have one.
struct ToolbarSlot: DisplayNodeSlot {
    var placement: String?
}

extension DisplayNode {
    var toolbar: ToolbarSlot {
        get { self[ToolbarSlot.self] }
        set { self[ToolbarSlot.self] = newValue }
    }
}
