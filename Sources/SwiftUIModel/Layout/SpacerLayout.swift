import Foundation

/// Spacer: along its stack's axis it takes max(proposal, minLength) (nil: minLength); across it,
/// nothing. Outside a stack it expands on both axes. Its layout priority is the lowest, so a stack
/// sizes it last (docs/FACTS.md; Apple's `Spacer` documentation: "A flexible space that expands
/// along the major axis of its containing stack layout, or on both axes if not contained in a stack").
struct SpacerLayout: LayoutRule {
    let minLength: CGFloat
    /// Read at layout time: the stack sets the axis on its children after they are made.
    let owner: SpacerOwner
    init(minLength: CGFloat, owner: SpacerOwner) {
        self.minLength = minLength
        self.owner = owner
    }
    private func axis() -> Axis? { owner.node?.stackAxis }

    func sizeThatFits(_ proposal: ProposedViewSize, children: [DisplayNode]) -> CGSize {
        switch axis() {
        case .some(let axis):
            return CGSize(main: max(proposal[axis] ?? minLength, minLength), cross: 0, axis: axis)
        case .none:
            return CGSize(width: max(proposal.width ?? minLength, minLength), height: max(proposal.height ?? minLength, minLength))
        }
    }
    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, children: [DisplayNode]) {}

    /// Zero along its axis, from any neighbour: the Spacer is the gap (OpenSwiftUI `Spacer.swift`:
    /// `.horizontal(.zero)` or `.vertical(.zero)`; `.zero` outside a stack).
    func spacing(children: [DisplayNode]) -> ViewSpacing {
        switch axis() {
        case .horizontal: return .uniform(0, on: .horizontal)
        case .vertical: return .uniform(0, on: .vertical)
        case .none: return .zero
        }
    }
}

/// The spacer's own node, which its layout reads the stack's axis from (set after the node is made).
@MainActor
final class SpacerOwner {
    weak var node: DisplayNode?
    init() {}
}

extension DisplayNode {
    /// A Spacer's node.
    static func spacer(minLength: CGFloat) -> DisplayNode {
        let owner = SpacerOwner()
        let node = DisplayNode(kind: "Spacer", layout: SpacerLayout(minLength: minLength, owner: owner))
        owner.node = node
        node.layoutPriority = -.infinity
        return node
    }
}
