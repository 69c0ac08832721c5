import Foundation

/// How a display node answers a proposal and places its children (SwiftUI's `Layout` protocol).
///
/// Every `DisplayNode` has one. To lay out a new kind of view, write a rule here in `Layout/`
/// and give it to the node its `BuiltinView.makeUnits` makes.
@MainActor
protocol LayoutRule {
    func sizeThatFits(_ proposal: ProposedViewSize, children: [DisplayNode]) -> CGSize
    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, children: [DisplayNode])
    /// The node's spacing preferences towards its neighbours (`ViewSpacing`).
    func spacing(children: [DisplayNode]) -> ViewSpacing
}

/// A layout that wraps one view as a modifier does (padding, frame…): the view inside is still
/// the stack's child for the purposes of spacing and Spacer's axis.
@MainActor
protocol ModifierLayout: LayoutRule {}

extension ModifierLayout {
    /// A modifier takes the spacing of the view it wraps (OpenSwiftUI's `UnaryLayout` default:
    /// `child.spacing()`).
    func spacing(children: [DisplayNode]) -> ViewSpacing { children.first?.spacing ?? ViewSpacing() }
}

extension LayoutRule {
    /// A view that says nothing of its own (a leaf, a control, a container that does not pass its
    /// children's on): OpenSwiftUI's default layout computer, `Spacing()`.
    func spacing(children: [DisplayNode]) -> ViewSpacing { ViewSpacing() }

    /// By default children are proposed the node's own size and centred in it.
    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, children: [DisplayNode]) {
        for child in children {
            let childProposal = ProposedViewSize(bounds.size)
            let size = child.sizeThatFits(childProposal)
            child.place(in: CGRect(origin: Alignment.center.place(size, in: bounds), size: size), proposal: childProposal)
        }
    }
}
