import CourseCheckProtocol
import Foundation

/// Sized by the label; the items of the closed menu take no space in it. They are laid out at
/// their ideal size where the menu would open (reported `in-menu=true`, not drawn).
struct MenuLayout: LayoutRule {
    let labelCount: Int
    func sizeThatFits(_ proposal: ProposedViewSize, children: [DisplayNode]) -> CGSize {
        children.prefix(labelCount).map { $0.sizeThatFits(proposal) }.reduce(.zero) { CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height)) }
    }
    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, children: [DisplayNode]) {
        var y = bounds.maxY
        for (index, child) in children.enumerated() {
            if index < labelCount {
                child.place(in: CGRect(origin: bounds.origin, size: child.sizeThatFits(ProposedViewSize(bounds.size))), proposal: ProposedViewSize(bounds.size))
            } else {
                let size = child.sizeThatFits(.unspecified)
                child.place(in: CGRect(origin: CGPoint(x: bounds.minX, y: y), size: size), proposal: .unspecified)
                y += size.height
            }
        }
    }
}
