import Foundation

/// A scroll view: along its axes it offers nil ("as long as you like") and takes all it is
/// offered; across, it offers what it was offered (Apple's `ScrollView`; docs/FACTS.md). Its
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
        // The scroll view is the container `containerRelativeFrame` measures against.
        let content = RelativeFrameContainer.with(proposal) { children.first?.sizeThatFits(contentProposal(proposal)) ?? .zero }
        return CGSize(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
    }

    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, children: [DisplayNode]) {
        let inner = contentProposal(ProposedViewSize(bounds.size))
        RelativeFrameContainer.with(ProposedViewSize(bounds.size)) { placeContent(in: bounds, inner: inner, children: children) }
    }

    private func placeContent(in bounds: CGRect, inner: ProposedViewSize, children: [DisplayNode]) {
        for child in children {
            let size = child.sizeThatFits(inner)
            var origin = CGPoint(x: bounds.minX, y: bounds.minY)
            if !axes.contains(.horizontal) { origin.x = bounds.minX + (bounds.width - size.width) / 2 }
            if !axes.contains(.vertical) { origin.y = bounds.minY + (bounds.height - size.height) / 2 }
            child.place(in: CGRect(origin: origin, size: size), proposal: inner)
        }
    }
}
