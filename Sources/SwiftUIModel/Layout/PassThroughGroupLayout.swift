import Foundation

/// Lays several children on top of each other, sized by the largest (a button's label, a ZStack).
struct PassThroughGroupLayout: LayoutRule {
    func sizeThatFits(_ proposal: ProposedViewSize, children: [DisplayNode]) -> CGSize {
        children.map { $0.sizeThatFits(proposal) }.reduce(CGSize.zero) {
            CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height))
        }
    }

    /// Its children's preferences: a button is spaced as its label is. OpenSwiftUI's
    /// `BorderlessButtonStyle` (iOS's default style; marked work in progress there) lays the
    /// label out in an `HStack { configuration.label }`, which passes the label's preferences on;
    /// a bordered style's padding gives the edges a plain view's (`ButtonBezel`).
    func spacing(children: [DisplayNode]) -> ViewSpacing {
        .union(of: children)
    }
}
