import Foundation

/// `overlay` and `background`: the size is the primary view's; the secondary views are proposed
/// that size, aligned in it (centre by default), and never change it (docs/FACTS.md; Apple's
/// `overlay(alignment:content:)`: "the overlay … has the same size as the modified view").
/// Children are stored in drawing order: for a background the secondary comes first.
struct OverlayLayout: ModifierLayout {
    /// Index of the primary view among the children.
    let primaryIndex: Int
    let alignment: Alignment

    func sizeThatFits(_ proposal: ProposedViewSize, children: [DisplayNode]) -> CGSize {
        children[primaryIndex].sizeThatFits(proposal)
    }

    /// The primary view's: the secondary views never change the layout.
    func spacing(children: [DisplayNode]) -> ViewSpacing { children[primaryIndex].spacing }

    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, children: [DisplayNode]) {
        for (index, child) in children.enumerated() {
            if index == primaryIndex {
                child.place(in: bounds, proposal: proposal)
            } else {
                let offer = ProposedViewSize(bounds.size)
                let size = child.sizeThatFits(offer)
                child.place(in: CGRect(origin: alignment.place(size, in: bounds), size: size), proposal: offer)
            }
        }
    }
}
