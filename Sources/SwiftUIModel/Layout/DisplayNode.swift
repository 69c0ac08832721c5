import Foundation

/// One element of what a view tree puts on the screen, and the layout rule that sizes and places it.
///
/// Views turn into display nodes (see `BuiltinView.makeUnits`); layout then runs on display nodes
/// only, so the graph (what runs) and layout (where things go) stay separate.
@MainActor
final class DisplayNode {
    /// What the report calls it: `Text`, `VStack`, `padding`…
    let kind: String
    /// The content the report shows after the kind, already quoted where it is text.
    var content: String?
    /// Extra facts for the report, `key=value`, in order.
    var attributes: [(String, String)] = []
    var children: [DisplayNode]
    let layout: any LayoutRule
    /// Set by `place(in:)`: where the node is, in screen points.
    private(set) var frame: CGRect = .zero
    /// Accessibility name, if the element is one VoiceOver reads.
    var accessibilityLabel: String?
    /// Set by `accessibilityLabel(_:)`: the name replaces what the element would say.
    var accessibilityLabelIsExplicit = false
    /// Set by `accessibilityHidden(true)`: VoiceOver skips the element and its contents.
    var accessibilityHidden = false
    /// What a tap on the element does, if it is tappable.
    var tapAction: (@MainActor () -> Void)?
    /// What typing into the element does, if it takes text.
    var textInput: (@MainActor (String) -> Void)?
    var layoutPriority: Double = 0

    init(kind: String, content: String? = nil, children: [DisplayNode] = [], layout: any LayoutRule) {
        self.kind = kind
        self.content = content
        self.children = children
        self.layout = layout
    }

    private var sizeCache: [ProposedViewSize: CGSize] = [:]

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        if let cached = sizeCache[proposal] { return cached }
        let size = layout.sizeThatFits(proposal, children: children)
        sizeCache[proposal] = size
        return size
    }

    func place(in rect: CGRect) {
        frame = rect
        layout.placeChildren(in: rect, children: children)
    }

    /// Lays out the tree in a screen's safe area, as the root of a window.
    func layoutAsRoot(in safeArea: CGRect) {
        let size = sizeThatFits(ProposedViewSize(safeArea.size))
        let origin = Alignment.center.place(size, in: safeArea)
        place(in: CGRect(origin: origin, size: size))
    }
}


/// How a display node answers a proposal and places its children (SwiftUI's `Layout` protocol).
@MainActor
protocol LayoutRule {
    func sizeThatFits(_ proposal: ProposedViewSize, children: [DisplayNode]) -> CGSize
    func placeChildren(in bounds: CGRect, children: [DisplayNode])
}

extension LayoutRule {
    /// By default children are proposed the node's own size and placed at its origin.
    func placeChildren(in bounds: CGRect, children: [DisplayNode]) {
        for child in children {
            let size = child.sizeThatFits(ProposedViewSize(bounds.size))
            child.place(in: CGRect(origin: Alignment.center.place(size, in: bounds), size: size))
        }
    }
}

/// A leaf with a size rule of its own (text, images, shapes).
struct LeafLayout: LayoutRule {
    let size: @MainActor (ProposedViewSize) -> CGSize
    func sizeThatFits(_ proposal: ProposedViewSize, children: [DisplayNode]) -> CGSize { size(proposal) }
    func placeChildren(in bounds: CGRect, children: [DisplayNode]) {}
}

/// Takes the size of its single child and lays it out in the same place (modifiers that only draw).
struct PassThroughLayout: LayoutRule {
    func sizeThatFits(_ proposal: ProposedViewSize, children: [DisplayNode]) -> CGSize {
        children.first?.sizeThatFits(proposal) ?? .zero
    }
    func placeChildren(in bounds: CGRect, children: [DisplayNode]) {
        children.forEach { $0.place(in: bounds) }
    }
}
