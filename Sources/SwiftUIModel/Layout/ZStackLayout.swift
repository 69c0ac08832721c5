import Foundation

/// ZStack, overlay and background: children on top of each other, aligned in the node's bounds.
/// A ZStack is as large as the union of its children; overlay and background are sized by
/// their primary view only (see `OverlayLayout`).
/// Also Apple's public `ZStackLayout` (iOS 16), a `Layout` (`CustomLayout.swift`).
public struct ZStackLayout: LayoutRule {
    public var alignment: Alignment
    public init(alignment: Alignment = .center) { self.alignment = alignment }

    func sizeThatFits(_ proposal: ProposedViewSize, children: [DisplayNode]) -> CGSize {
        children.map { $0.sizeThatFits(proposal) }.reduce(CGSize.zero) {
            CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height))
        }
    }

    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, children: [DisplayNode]) {
        for child in children {
            let size = child.sizeThatFits(proposal)
            child.place(in: CGRect(origin: alignment.place(size, in: bounds), size: size), proposal: proposal)
        }
    }

    /// Every child's preferences on every edge (OpenSwiftUI `ZStack.swift`: `formUnion` of each
    /// subview's).
    func spacing(children: [DisplayNode]) -> ViewSpacing {
        .union(of: children)
    }
}
