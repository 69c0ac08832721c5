import Foundation

/// Takes the width it is offered (its children's when offered none) and lays its children on top
/// of each other at its leading edge, centred vertically: a list row's link or control that spans
/// the row.
struct LeadingFillLayout: LayoutRule {
    func sizeThatFits(_ proposal: ProposedViewSize, children: [DisplayNode]) -> CGSize {
        let sizes = children.map { $0.sizeThatFits(proposal) }
        let width = sizes.map(\.width).max() ?? 0
        let height = sizes.map(\.height).max() ?? 0
        return CGSize(width: proposal.width ?? width, height: height)
    }

    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, children: [DisplayNode]) {
        for child in children {
            let size = child.sizeThatFits(proposal)
            child.place(in: CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height), proposal: proposal)
        }
    }
}
