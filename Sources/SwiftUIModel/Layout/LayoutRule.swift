import Foundation

/// How a display node answers a proposal and places its children (SwiftUI's `Layout` protocol).
///
/// Every `DisplayNode` has one. To lay out a new kind of view, write a rule here in `Layout/`
/// and give it to the node its `BuiltinView.makeUnits` makes.
@MainActor
protocol LayoutRule {
    func sizeThatFits(_ proposal: ProposedViewSize, children: [DisplayNode]) -> CGSize
    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, children: [DisplayNode])
}

/// A layout that wraps one view as a modifier does (padding, frame…): the view inside is still
/// the stack's child for the purposes of spacing and Spacer's axis.
@MainActor
protocol ModifierLayout: LayoutRule {}

extension LayoutRule {
    /// By default children are proposed the node's own size and centred in it.
    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, children: [DisplayNode]) {
        for child in children {
            let childProposal = ProposedViewSize(bounds.size)
            let size = child.sizeThatFits(childProposal)
            child.place(in: CGRect(origin: Alignment.center.place(size, in: bounds), size: size), proposal: childProposal)
        }
    }
}
