import Foundation

/// Icon then title, centred on each other across, 8 points apart.
struct LabelLayout: LayoutRule {
    let stack = StackLayout(axis: .horizontal, spacing: StackLayout.defaultSpacing, crossAlignment: 0.5)
    func sizeThatFits(_ proposal: ProposedViewSize, children: [DisplayNode]) -> CGSize { stack.sizeThatFits(proposal, children: children) }
    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, children: [DisplayNode]) {
        stack.placeChildren(in: bounds, proposal: proposal, children: children)
    }
    func spacing(children: [DisplayNode]) -> ViewSpacing { stack.spacing(children: children) }
}
