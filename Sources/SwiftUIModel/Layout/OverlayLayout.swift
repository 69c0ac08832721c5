import Foundation

/// `overlay` and `background`: the size is the primary view's; the secondary views are proposed
/// that size, aligned in it (centre by default), and never change it (REFERENCE.md; Apple's
/// `overlay(alignment:content:)`: "the overlay … has the same size as the modified view").
/// Children are stored in drawing order: for a background the secondary comes first.
struct OverlayLayout: ModifierLayout {
    /// Index of the primary view among the children.
    let primaryIndex: Int
    let alignment: Alignment

    func sizeThatFits(_ proposal: ProposedViewSize, children: [DisplayNode]) -> CGSize {
        children[primaryIndex].sizeThatFits(proposal)
    }

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

/// A scroll view: along its axes it offers nil ("as long as you like") and takes all it is
/// offered; across, it offers what it was offered (Apple's `ScrollView`; REFERENCE.md). Its
/// content starts at the top (vertical) or leading edge (horizontal) and is centred across when
/// it is wider than the scroll view, as the lesson's screenshot of the 1200-point picture shows
/// ("That is the middle of the … picture", the lesson says of a 1200-point picture).
struct ScrollLayout: LayoutRule {
    let axes: Axis.Set

    func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                         height: axes.contains(.vertical) ? nil : proposal.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, children: [DisplayNode]) -> CGSize {
        let content = children.first?.sizeThatFits(contentProposal(proposal)) ?? .zero
        return CGSize(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
    }

    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, children: [DisplayNode]) {
        let inner = contentProposal(ProposedViewSize(bounds.size))
        for child in children {
            let size = child.sizeThatFits(inner)
            var origin = CGPoint(x: bounds.minX, y: bounds.minY)
            if !axes.contains(.horizontal) { origin.x = bounds.minX + (bounds.width - size.width) / 2 }
            if !axes.contains(.vertical) { origin.y = bounds.minY + (bounds.height - size.height) / 2 }
            child.place(in: CGRect(origin: origin, size: size), proposal: inner)
        }
    }
}
