import Foundation

/// A stack that fills its proposal across its axis, and asks for more rows when the ones built
/// end before the visible screen does.
struct LazyStackLayout: LayoutRule {
    let stack: StackLayout
    let budget: LazyRowBudget?
    func sizeThatFits(_ proposal: ProposedViewSize, children: [DisplayNode]) -> CGSize {
        var size = stack.sizeThatFits(proposal, children: children)
        if let cross = proposal[stack.axis.other] { size[stack.axis.other] = max(cross, size[stack.axis.other]) }
        return size
    }
    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, children: [DisplayNode]) {
        stack.placeChildren(in: bounds, proposal: proposal, children: children)
        LazyContainers.placed(budget, axis: stack.axis, bounds: bounds, children: children)
    }
    func spacing(children: [DisplayNode]) -> ViewSpacing { stack.spacing(children: children) }
}

/// A grid that asks for more rows when the ones built end before the visible screen does.
struct LazyGridLayout: LayoutRule {
    let grid: GridItemTracks
    let budget: LazyRowBudget?
    func sizeThatFits(_ proposal: ProposedViewSize, children: [DisplayNode]) -> CGSize {
        grid.sizeThatFits(proposal, children: children)
    }
    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, children: [DisplayNode]) {
        grid.placeChildren(in: bounds, proposal: proposal, children: children)
        LazyContainers.placed(budget, axis: .vertical, bounds: bounds, children: children)
    }
}
