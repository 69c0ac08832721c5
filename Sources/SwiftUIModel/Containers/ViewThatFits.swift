import CourseCheckProtocol
import Foundation

/// The first of its views that fits (SwiftUI's `ViewThatFits`): "ViewThatFits evaluates its child
/// views in the order you provide them to the initializer. It selects the first child whose ideal
/// size on the constrained axes fits within the proposed size"; if none fits, the last one (Apple's
/// `ViewThatFits`: "If none of the child views fit within the proposed size, the view that fits
/// chooses the last child"). Only the chosen view is on the screen.
public struct ViewThatFits<Content: View>: View {
    let axes: Axis.Set
    let content: Content
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }
    public typealias Body = Never
}

extension ViewThatFits: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [ChildView(identity: .index(0), view: content)] }
    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        [DisplayNode(kind: "ViewThatFits", children: children.flatMap { $0 }, layout: ViewThatFitsLayout(axes: axes))]
    }
}

struct ViewThatFitsLayout: LayoutRule {
    let axes: Axis.Set

    /// The index of the child chosen for `proposal`.
    func choice(_ proposal: ProposedViewSize, children: [DisplayNode]) -> Int? {
        guard !children.isEmpty else { return nil }
        for (index, child) in children.enumerated() {
            // The ideal size on the constrained axes: nil proposed there, the proposal elsewhere.
            let ideal = child.sizeThatFits(ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                                                            height: axes.contains(.vertical) ? nil : proposal.height))
            let fitsWidth = !axes.contains(.horizontal) || proposal.width.map { ideal.width <= $0 + 0.001 } ?? true
            let fitsHeight = !axes.contains(.vertical) || proposal.height.map { ideal.height <= $0 + 0.001 } ?? true
            if fitsWidth && fitsHeight { return index }
        }
        return children.count - 1
    }

    func sizeThatFits(_ proposal: ProposedViewSize, children: [DisplayNode]) -> CGSize {
        guard let index = choice(proposal, children: children) else { return .zero }
        return children[index].sizeThatFits(proposal)
    }

    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, children: [DisplayNode]) {
        let chosen = choice(proposal, children: children)
        for (index, child) in children.enumerated() {
            child.isLaidAside = index != chosen
            if index == chosen {
                let size = child.sizeThatFits(proposal)
                child.place(in: CGRect(origin: Alignment.center.place(size, in: bounds), size: size), proposal: proposal)
            } else {
                child.place(in: CGRect(origin: bounds.origin, size: .zero), proposal: .zero)
            }
        }
    }
}
