/// What the animation engine (`Animation/AnimationEngine.swift`) keeps on a display node: its slot
/// (`DisplayNodeSlot`).
struct AnimationSlot: DisplayNodeSlot {
    /// The node's stable key across display trees (its view node's path and index).
    var key: String?
    /// The modifiers above the node that change a transaction (`animation(_:value:)`, `transaction`…).
    var transactionRules: [TransactionRule] = []
    /// How the view is inserted and removed (`transition(_:)`).
    var transition: TransitionSpec?
    /// `matchedGeometryEffect`'s namespace and id: inserted in place of a removed view with the
    /// same, it moves from that view's frame.
    var matchedGeometry: AnyHashable?
    /// `contentTransition(_:)`: how its content (and that of the nodes inside) changes.
    var contentTransition: String?
}

extension DisplayNode {
    var animation: AnimationSlot {
        get { self[AnimationSlot.self] }
        set { self[AnimationSlot.self] = newValue }
    }
}
