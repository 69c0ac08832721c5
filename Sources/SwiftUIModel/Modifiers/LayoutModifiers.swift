import Foundation

/// `.padding`: the child is proposed the proposal minus the insets; the size is the child's plus them.
struct PaddingModifier: ViewModifier, BuiltinModifier {
    let insets: EdgeInsets
    typealias Body = Never

    func modify(_ unit: DisplayNode, context: BuildContext) -> DisplayNode {
        DisplayNode(kind: "padding", children: [unit], layout: PaddingLayout(insets: insets))
    }
}

struct PaddingLayout: LayoutRule {
    let insets: EdgeInsets
    func sizeThatFits(_ proposal: ProposedViewSize, children: [DisplayNode]) -> CGSize {
        let inner = ProposedViewSize(width: proposal.width.map { max($0 - insets.leading - insets.trailing, 0) },
                                     height: proposal.height.map { max($0 - insets.top - insets.bottom, 0) })
        let size = children.first?.sizeThatFits(inner) ?? .zero
        return CGSize(width: size.width + insets.leading + insets.trailing, height: size.height + insets.top + insets.bottom)
    }
    func placeChildren(in bounds: CGRect, children: [DisplayNode]) {
        let inner = CGRect(x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
                           width: max(bounds.width - insets.leading - insets.trailing, 0),
                           height: max(bounds.height - insets.top - insets.bottom, 0))
        for child in children {
            let size = child.sizeThatFits(ProposedViewSize(inner.size))
            child.place(in: CGRect(origin: inner.origin, size: size))
        }
    }
}

extension View {
    /// 16 points on the given edges by default (the system's standard spacing on iPhone).
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let value = length ?? 16
        return modifier(PaddingModifier(insets: EdgeInsets(
            top: edges.contains(.top) ? value : 0, leading: edges.contains(.leading) ? value : 0,
            bottom: edges.contains(.bottom) ? value : 0, trailing: edges.contains(.trailing) ? value : 0)))
    }

    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }

    public func padding(_ insets: EdgeInsets) -> some View { modifier(PaddingModifier(insets: insets)) }
}
