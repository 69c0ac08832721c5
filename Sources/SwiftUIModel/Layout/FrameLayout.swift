import Foundation

/// `frame(width:height:alignment:)` (docs/FACTS.md; Apple's `frame(width:height:alignment:)`:
/// "The size of the frame … If a dimension is nil, the resulting view assumes this view's sizing
/// behavior"). Where a length is given it is the frame's, whatever the child says; otherwise the
/// child is proposed the proposal on that axis and the frame takes the child's length. The child
/// is placed inside by the alignment, and may be larger than the frame: a frame is not a mask.
struct FixedFrameLayout: ModifierLayout {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment

    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, children: [DisplayNode]) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let child = children.first?.sizeThatFits(childProposal(proposal)) ?? .zero
        return CGSize(width: width ?? child.width, height: height ?? child.height)
    }

    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, children: [DisplayNode]) {
        let inner = childProposal(proposal)
        for child in children {
            let size = child.sizeThatFits(inner)
            child.place(in: CGRect(origin: alignment.place(size, in: bounds), size: size), proposal: inner)
        }
    }

    /// The view's, but a plain view's on the axes the frame fixes (OpenSwiftUI `_FrameLayout`).
    func spacing(children: [DisplayNode]) -> ViewSpacing {
        framedSpacing(children, fixing: [width == nil ? [] : .horizontal, height == nil ? [] : .vertical])
    }
}

extension ModifierLayout {
    /// The wrapped view's spacing with the edges a frame sets reset to a plain view's, unless the
    /// view is a Spacer, whose spacing lies along its stack (OpenSwiftUI `FrameLayout.swift`:
    /// `spacing.reset(edges)` unless `child.requiresSpacingProjection`).
    func framedSpacing(_ children: [DisplayNode], fixing edges: Edge.Set) -> ViewSpacing {
        guard let child = children.first else { return ViewSpacing() }
        return child.requiresSpacingProjection ? child.spacing : child.spacing.resetting(edges)
    }
}

/// The flexible `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`,
/// axis by axis (OpenSwiftUI's `_FlexFrameLayout`; objc.io "Thinking in SwiftUI", flexible frames):
/// - the child is proposed the proposal clamped to [min, max] (nil: the ideal, if given);
/// - the frame's length is the proposal clamped to [min, max] when both bounds are given;
///   with only a minimum, max(min(proposal, child), min); with only a maximum,
///   min(max(proposal, child), max) — so `maxWidth: .infinity` alone keeps a child that is wider
///   than what was offered; with neither, the child's length.
/// A nil proposal on an axis is answered with the ideal length if there is one, else the child's
/// clamped to the bounds.
struct FlexibleFrameLayout: ModifierLayout {
    struct Bounds: Equatable {
        var min: CGFloat?
        var ideal: CGFloat?
        var max: CGFloat?
    }
    let horizontal: Bounds
    let vertical: Bounds
    let alignment: Alignment

    private func bounds(_ axis: Axis) -> Bounds { axis == .horizontal ? horizontal : vertical }

    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        var result = proposal
        for axis in [Axis.horizontal, .vertical] {
            let b = bounds(axis)
            if let offered = proposal[axis] {
                var value = offered
                if let lower = b.min { value = Swift.max(value, lower) }
                if let upper = b.max { value = Swift.min(value, upper) }
                result[axis] = value
            } else {
                result[axis] = b.ideal
            }
        }
        return result
    }

    func sizeThatFits(_ proposal: ProposedViewSize, children: [DisplayNode]) -> CGSize {
        let inner = childProposal(proposal)
        let child = children.first?.sizeThatFits(inner) ?? .zero
        var size = CGSize.zero
        for axis in [Axis.horizontal, .vertical] {
            size[axis] = length(axis, proposed: proposal[axis], child: child[axis])
        }
        return size
    }

    func length(_ axis: Axis, proposed: CGFloat?, child: CGFloat) -> CGFloat {
        let b = bounds(axis)
        guard let proposed else {
            if let ideal = b.ideal { return ideal }
            var value = child
            if let lower = b.min { value = Swift.max(value, lower) }
            if let upper = b.max { value = Swift.min(value, upper) }
            return value
        }
        switch (b.min, b.max) {
        case let (lower?, upper?):
            return Swift.min(Swift.max(proposed, lower), Swift.max(upper, lower))
        case let (lower?, nil):
            return Swift.max(Swift.min(proposed, child), lower)
        case let (nil, upper?):
            return Swift.min(Swift.max(proposed, child), upper)
        case (nil, nil):
            return child
        }
    }

    /// The view's, but a plain view's on each axis the frame bounds (OpenSwiftUI `_FlexFrameLayout`).
    func spacing(children: [DisplayNode]) -> ViewSpacing {
        func bounded(_ b: Bounds) -> Bool { b.min != nil || b.ideal != nil || b.max != nil }
        return framedSpacing(children, fixing: [bounded(horizontal) ? .horizontal : [], bounded(vertical) ? .vertical : []])
    }

    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, children: [DisplayNode]) {
        // The child is offered what the frame offered it when it was measured.
        let inner = childProposal(proposal)
        for child in children {
            let size = child.sizeThatFits(inner)
            child.place(in: CGRect(origin: alignment.place(size, in: bounds), size: size), proposal: inner)
        }
    }
}

/// `fixedSize(horizontal:vertical:)`: on the fixed axes the child is proposed nil (its ideal size)
/// whatever the frame was offered (Apple: "Fixes this view at its ideal size").
struct FixedSizeLayout: ModifierLayout {
    let horizontal: Bool
    let vertical: Bool

    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, children: [DisplayNode]) -> CGSize {
        children.first?.sizeThatFits(childProposal(proposal)) ?? .zero
    }

    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, children: [DisplayNode]) {
        let inner = childProposal(proposal)
        for child in children {
            let size = child.sizeThatFits(inner)
            child.place(in: CGRect(origin: Alignment.center.place(size, in: bounds), size: size), proposal: inner)
        }
    }
}

/// `.padding`: the child is proposed the proposal minus the insets; the size is the child's plus
/// them (docs/FACTS.md; 16 points by default on iPhone).
struct PaddingLayout: ModifierLayout {
    let insets: EdgeInsets

    func inner(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { max($0 - insets.leading - insets.trailing, 0) },
                         height: proposal.height.map { max($0 - insets.top - insets.bottom, 0) })
    }

    func sizeThatFits(_ proposal: ProposedViewSize, children: [DisplayNode]) -> CGSize {
        let size = children.first?.sizeThatFits(inner(proposal)) ?? .zero
        return CGSize(width: size.width + insets.leading + insets.trailing, height: size.height + insets.top + insets.bottom)
    }

    /// The view's, but a plain view's on each padded edge (OpenSwiftUI `_PaddingLayout`:
    /// `spacing.reset` of the edges whose inset is not zero).
    func spacing(children: [DisplayNode]) -> ViewSpacing {
        let padded: Edge.Set = [insets.top != 0 ? .top : [], insets.leading != 0 ? .leading : [],
                                insets.bottom != 0 ? .bottom : [], insets.trailing != 0 ? .trailing : []]
        return (children.first?.spacing ?? ViewSpacing()).resetting(padded)
    }

    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, children: [DisplayNode]) {
        let childProposal = inner(proposal)
        for child in children {
            let size = child.sizeThatFits(childProposal)
            child.place(in: CGRect(origin: CGPoint(x: bounds.minX + insets.leading, y: bounds.minY + insets.top), size: size),
                        proposal: childProposal)
        }
    }
}
