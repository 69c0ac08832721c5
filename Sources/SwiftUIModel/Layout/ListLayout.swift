import Foundation

/// A list takes all the space it is offered and stacks its rows from the top.
struct ListLayout: LayoutRule {
    func sizeThatFits(_ proposal: ProposedViewSize, children: [DisplayNode]) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: CGSize(width: 402, height: 874))
    }

    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, children: [DisplayNode]) {
        var y = bounds.minY
        for child in children {
            let size = child.sizeThatFits(ProposedViewSize(width: bounds.width, height: nil))
            child.place(in: CGRect(x: bounds.minX, y: y, width: bounds.width, height: size.height), proposal: ProposedViewSize(width: bounds.width, height: nil))
            y += size.height
        }
    }
}
