import Foundation

/// VStack and HStack: SwiftUI's stack algorithm (objc.io "Thinking in SwiftUI", OpenSwiftUI's
/// `HVStack`, docs/FACTS.md): spacing is taken off the proposal first; children are grouped by
/// layout priority, highest first, and within a group sorted by flexibility (least flexible
/// first); each in turn is offered an equal share of what is left for its group. A group is
/// offered what is left once the lower-priority children's minimum lengths are set aside.
///
/// Across the stack every child is offered the stack's proposal, and placed by the alignment.
/// The stack is as wide (across) as its widest child, which may be wider than it was offered.
struct StackLayout: LayoutRule {
    let axis: Axis
    let spacing: CGFloat?
    /// Fraction across the stack: 0 leading/top, 0.5 centre, 1 trailing/bottom.
    let crossAlignment: CGFloat
    /// The stack's alignment as a guide: when a child sets it with `alignmentGuide`, or it is a
    /// custom guide, children are aligned by their guides' values instead of the fraction
    /// (`AlignmentGuides.swift`).
    var crossGuide: GuideKey? = nil

    /// Each child's offset across the stack when guides decide it: the children's guide values
    /// are lined up on the largest.
    func guideOffsets(_ sizes: [CGSize], children: [DisplayNode]) -> [CGFloat]? {
        guard let guide = crossGuide, guide.isCustom || children.contains(where: { $0.setsGuide(guide) }) else { return nil }
        let values = zip(children, sizes).map { $0.guideValue(guide, size: $1) }
        let line = values.max() ?? 0
        return values.map { line - $0 }
    }

    /// The standard gap between two views that have no preference for each other (Apple's HIG: 8
    /// points; OpenSwiftUI `OpenSwiftUIGlue.swift`, `defaultSpacing` 8 × 8; docs/FACTS.md).
    nonisolated static let defaultSpacing: CGFloat = 8

    /// The gap before each child (the first has none): the stack's spacing, or else the distance
    /// the two neighbours' spacing preferences give (`ViewSpacing`; OpenSwiftUI
    /// `StackLayout.makeChildren`: `previousSpacing.distance(to: spacing, along: majorAxis)`). A
    /// Spacer has none along its axis, so its neighbours touch it.
    func gaps(_ children: [DisplayNode]) -> [CGFloat] {
        children.indices.map { index in
            guard index > 0 else { return 0 }
            return spacing ?? children[index - 1].spacing.distance(to: children[index].spacing, along: axis)
        }
    }

    /// The stack's own preferences: each child's across the stack, the first child's at the
    /// stack's start and the last one's at its end (OpenSwiftUI `StackLayout.spacing()`).
    func spacing(children: [DisplayNode]) -> ViewSpacing {
        guard !children.isEmpty else { return .zero }
        let across: Edge.Set = axis == .horizontal ? .vertical : .horizontal
        var spacing = ViewSpacing(minima: [:])
        for (index, child) in children.enumerated() {
            var edges = across
            if index == 0 { edges.insert(axis == .horizontal ? .leading : .top) }
            if index == children.count - 1 { edges.insert(axis == .horizontal ? .trailing : .bottom) }
            spacing.formUnion(child.spacing, edges: edges)
        }
        return spacing
    }

    func sizeThatFits(_ proposal: ProposedViewSize, children: [DisplayNode]) -> CGSize {
        let sizes = childSizes(proposal, children: children)
        let main = sizes.reduce(0) { $0 + $1[axis] } + gaps(children).reduce(0, +)
        var cross = sizes.map { $0[axis.other] }.max() ?? 0
        if let offsets = guideOffsets(sizes, children: children) {
            cross = zip(offsets, sizes).map { $0 + $1[axis.other] }.max() ?? 0
        }
        return CGSize(main: main, cross: cross, axis: axis)
    }

    /// What is left of a length once a child took its part: never negative, and what is left of
    /// an infinite length is infinite (without it, ∞ − ∞ made every later child's share NaN, found
    /// by fuzzing the layout engine; no source beyond arithmetic).
    static func left(of length: CGFloat, after taken: CGFloat) -> CGFloat {
        length.isInfinite ? length : max(length - taken, 0)
    }

    func childSizes(_ proposal: ProposedViewSize, children: [DisplayNode]) -> [CGSize] {
        guard let available = proposal[axis] else {
            // An ideal-size proposal along the axis proposes nil to every child.
            return children.map { $0.sizeThatFits(proposal) }
        }
        var remaining = max(available - gaps(children).reduce(0, +), 0)
        var sizes = Array(repeating: CGSize.zero, count: children.count)
        let lengths: [(min: CGFloat, flexibility: CGFloat)] = children.map { child in
            var small = proposal, large = proposal
            small[axis] = 0
            large[axis] = .infinity
            let minimum = child.sizeThatFits(small)[axis]
            let maximum = child.sizeThatFits(large)[axis]
            return (minimum, maximum.isFinite ? maximum - minimum : .infinity)
        }
        let priorities = Set(children.map(\.layoutPriority)).sorted(by: >)
        for priority in priorities {
            let group = children.indices.filter { children[$0].layoutPriority == priority }
                .sorted { lengths[$0].flexibility < lengths[$1].flexibility }
            let reserved = children.indices.filter { children[$0].layoutPriority < priority }.reduce(0) { $0 + lengths[$1].min }
            var available = max(remaining - reserved, 0)
            var left = group.count
            for index in group {
                var offer = proposal
                offer[axis] = available / CGFloat(left)
                let size = children[index].sizeThatFits(offer)
                sizes[index] = size
                available = Self.left(of: available, after: size[axis])
                remaining = Self.left(of: remaining, after: size[axis])
                left -= 1
            }
        }
        return sizes
    }

    /// Each child is placed with the proposal it was measured with (the stack's own proposal
    /// across, its share along), not with the stack's final size.
    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, children: [DisplayNode]) {
        let sizes = childSizes(proposal, children: children)
        let gaps = gaps(children)
        let offsets = guideOffsets(sizes, children: children)
        var position = axis == .horizontal ? bounds.minX : bounds.minY
        for (index, (child, size)) in zip(children, sizes).enumerated() {
            position += gaps[index]
            let crossLength = axis == .horizontal ? bounds.height : bounds.width
            let crossOffset = offsets?[index] ?? (crossLength - size[axis.other]) * crossAlignment
            let origin = axis == .horizontal
                ? CGPoint(x: position, y: bounds.minY + crossOffset)
                : CGPoint(x: bounds.minX + crossOffset, y: position)
            var childProposal = proposal
            childProposal[axis] = size[axis]
            child.place(in: CGRect(origin: origin, size: size), proposal: childProposal)
            position += size[axis]
        }
    }
}
