import Foundation

/// Takes the size of its single child and lays it out in the same place (modifiers that only draw).
struct PassThroughLayout: ModifierLayout {
    func sizeThatFits(_ proposal: ProposedViewSize, children: [DisplayNode]) -> CGSize {
        children.first?.sizeThatFits(proposal) ?? .zero
    }
    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, children: [DisplayNode]) {
        children.forEach { $0.place(in: bounds, proposal: proposal) }
    }
}
