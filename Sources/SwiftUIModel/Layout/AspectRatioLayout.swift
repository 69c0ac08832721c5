import Foundation

/// How a view fits a ratio into the space offered: the whole view inside (fit) or the space
/// filled (fill). SwiftUI's `ContentMode`.
public enum ContentMode: Hashable, Sendable, CaseIterable {
    case fit, fill
}

/// `aspectRatio(_:contentMode:)`, `scaledToFit()`, `scaledToFill()` (docs/FACTS.md; OpenSwiftUI's
/// `_AspectRatioLayout`): the ratio is the given one, or else the child's ideal size's. The
/// largest size of that ratio that fits inside the proposal (fit), or the smallest that covers it
/// (fill), is proposed to the child; a nil axis counts as infinite. The result is the child's
/// answer: for a resizable image, exactly that size.
struct AspectRatioLayout: ModifierLayout {
    let ratio: CGFloat?
    let contentMode: ContentMode

    func childProposal(_ proposal: ProposedViewSize, children: [DisplayNode]) -> ProposedViewSize {
        let ratio: CGFloat
        if let given = self.ratio {
            ratio = given
        } else {
            let ideal = children.first?.sizeThatFits(.unspecified) ?? .zero
            // A child with no ideal size (zero, or infinite: one that takes whatever it is offered,
            // asked for its ideal under an unbounded proposal) has no ratio: the proposal passes
            // through (no source; without it the ratio was inf/inf, NaN, found by fuzzing).
            guard ideal.width > 0, ideal.height > 0, ideal.width.isFinite, ideal.height.isFinite else { return proposal }
            ratio = ideal.width / ideal.height
        }
        return ProposedViewSize(Self.scale(ratio: ratio, into: proposal, mode: contentMode))
    }

    /// The size of aspect `ratio` (width ÷ height) that fits into, or fills, the proposal.
    static func scale(ratio: CGFloat, into proposal: ProposedViewSize, mode: ContentMode) -> CGSize {
        let width = proposal.width ?? .infinity
        let height = proposal.height ?? .infinity
        if !width.isFinite && !height.isFinite {
            return CGSize(width: width, height: height)
        }
        // Scale a unit of the ratio by the smaller (fit) or larger (fill) factor; an infinite axis
        // never limits a fit and always wins a fill, so a fill with one infinite axis is the
        // finite axis's fit.
        let byWidth = width / ratio, byHeight = height
        let unitHeight: CGFloat
        switch mode {
        case .fit: unitHeight = min(byWidth, byHeight)
        case .fill:
            if !width.isFinite { unitHeight = byHeight } else if !height.isFinite { unitHeight = byWidth } else { unitHeight = max(byWidth, byHeight) }
        }
        return CGSize(width: unitHeight * ratio, height: unitHeight)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, children: [DisplayNode]) -> CGSize {
        children.first?.sizeThatFits(childProposal(proposal, children: children)) ?? .zero
    }

    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, children: [DisplayNode]) {
        let inner = childProposal(proposal, children: children)
        for child in children {
            let size = child.sizeThatFits(inner)
            child.place(in: CGRect(origin: Alignment.center.place(size, in: bounds), size: size), proposal: inner)
        }
    }
}
