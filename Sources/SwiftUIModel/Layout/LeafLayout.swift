import Foundation

/// A leaf with a size rule of its own (text, images, shapes).
struct LeafLayout: LayoutRule {
    let size: @MainActor (ProposedViewSize) -> CGSize
    func sizeThatFits(_ proposal: ProposedViewSize, children: [DisplayNode]) -> CGSize { size(proposal) }
    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, children: [DisplayNode]) {}
}
