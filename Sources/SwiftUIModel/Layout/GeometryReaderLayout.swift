import Foundation

/// GeometryReader's layout (Apple's `GeometryReader`: "This view returns a flexible preferred size
/// to its parent layout"; OpenSwiftUI's `GeometryReader`): it takes the whole proposal (an
/// unspecified axis becomes 10 points, as for other flexible views, docs/FACTS.md), proposes its
/// whole size to its content, and places each child at its top-leading corner.
///
/// Placing it records the size and global frame it was given in `box`; when they differ from what
/// the content was last built with, the reader's node is invalidated so that the content is built
/// again with the new geometry (the host lays out again until nothing changes).
struct GeometryReaderLayout: LayoutRule {
    let box: GeometryBox

    func sizeThatFits(_ proposal: ProposedViewSize, children: [DisplayNode]) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, children: [DisplayNode]) {
        let childProposal = ProposedViewSize(bounds.size)
        for child in children {
            let size = child.sizeThatFits(childProposal)
            child.place(in: CGRect(origin: bounds.origin, size: size), proposal: childProposal)
        }
        box.record(bounds)
    }
}

/// What a GeometryReader's node knows of its geometry between builds.
@MainActor
final class GeometryBox {
    /// The frame, in screen points, the reader was last placed in; nil before its first layout.
    private(set) var frame: CGRect?
    /// The frame the content was last built with.
    var builtWith: CGRect?
    weak var node: ViewNode?
    /// For each anchor the content read through the proxy: whether its value is now another.
    var anchorReads: [() -> Bool] = []

    func record(_ bounds: CGRect) {
        frame = bounds
        if builtWith != bounds || anchorReads.contains(where: { $0() }) { node?.invalidate() }
    }
}
