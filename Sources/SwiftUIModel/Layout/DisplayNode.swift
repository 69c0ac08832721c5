import CourseCheckProtocol
import Foundation

/// One element of what a view tree puts on the screen, and the layout rule that sizes and places it.
///
/// Views turn into display nodes (see `BuiltinView.makeUnits`); layout then runs on display nodes
/// only, so the graph (what runs) and layout (where things go) stay separate.
///
/// Layout is SwiftUI's proposal and response (docs/FACTS.md, "Layout"; OpenSwiftUI's
/// `LayoutComputer`): a parent proposes a size, the child answers with its own, and the parent
/// places it. Placement passes the proposal down with the rectangle, as SwiftUI's
/// `placeSubviews(in:proposal:…)` does, so a child is placed with the proposal it was measured
/// with even when its parent turned out larger than that proposal.
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
    /// What VoiceOver says the element is, when it is a control or an image (nil: text, or a
    /// container read through its children).
    var accessibilityRole: AccessibilityRole?
    /// Hidden from accessibility: a decorative image, or `accessibilityHidden(true)`.
    var accessibilityHidden = false
    /// What a tap on the element does, if it is tappable.
    var tapAction: (@MainActor () -> Void)?
    /// What typing into the element does, if it takes text.
    var textInput: (@MainActor (String) -> Void)?
    var layoutPriority: Double = 0
    /// Drawing, not layout: the shape this node clips its content to (`clipped`, `clipShape`).
    var clip: ClipShape?
    /// What the node paints itself, for the report and the picture (nil: it only arranges others).
    var paint: Paint?
    /// The axis of the stack this node sits in, told by the stack (a Spacer expands along it).
    var stackAxis: Axis?
    /// Where a toolbar item asks to be placed; the navigation bar takes the nodes that have one.
    var toolbarPlacement: String?
    /// VoiceOver reads this node as one element by its label, not its children (Label, Button).
    var readsAsOneElement = false
    /// What the view hands up to the container that shows it (a title for the navigation bar, a
    /// row's swipe actions, a presented sheet) and what the host's steps can do with it
    /// (`Layout/CarriedValues.swift`).
    var carried = CarriedValues()
    /// Drawing, not layout: how this node changes the drawing of what it contains (offset,
    /// rotation, opacity…; `Effects/DrawingEffect.swift`).
    var drawingEffect: DrawingEffect?
    /// The node is a mask (`mask(alignment:_:)`): it shapes what its sibling shows and is not drawn.
    var isMask = false
    /// Not on the screen: a layout chose another of its children (`ViewThatFits`).
    var isLaidAside = false
    /// Effects known only once the node has a frame (`visualEffect`), resolved when the screen is read.
    var lateEffects: (@MainActor (CGRect) -> [DrawingEffect])?
    /// Animation (`Animation/AnimationEngine.swift`): the node's stable key across display trees
    /// (its view node's path and index), the modifiers above it that change a transaction, and
    /// its named animatable values (opacity…), which the report shows as attributes.
    var animationKey: String?
    var transactionRules: [TransactionRule] = []
    var animatableScalars: [String: Double] = [:]
    /// How the view is inserted and removed (`transition(_:)`).
    var transition: TransitionSpec?
    /// `matchedGeometryEffect`'s namespace and id: inserted in place of a removed view with the
    /// same, it moves from that view's frame.
    var matchedGeometry: AnyHashable?
    /// `contentTransition(_:)`: how its content (and that of the nodes inside) changes.
    var contentTransition: String?
    /// Gestures attached to the node, innermost first, and how it takes touches (`Gestures/`).
    var gestures: [AttachedGesture] = []
    var hitTesting: HitTesting = .painted

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

    /// Places the node at `rect`, having been proposed `proposal` (by default the rectangle's size).
    func place(in rect: CGRect, proposal: ProposedViewSize? = nil) {
        frame = rect
        layout.placeChildren(in: rect, proposal: proposal ?? ProposedViewSize(rect.size), children: children)
    }

    /// Shows the node at `rect` without laying its children out again: an animation's value
    /// part-way (`AnimationEngine.present`).
    func present(frame rect: CGRect) { frame = rect }

    /// Lays out the tree in a screen's safe area, as the root of a window.
    func layoutAsRoot(in safeArea: CGRect) {
        let proposal = ProposedViewSize(safeArea.size)
        let size = sizeThatFits(proposal)
        let origin = Alignment.center.place(size, in: safeArea)
        place(in: CGRect(origin: origin, size: size), proposal: proposal)
    }

    /// Tells this node, and the modifiers wrapped around the view it stands for, which stack axis it is on.
    func setStackAxis(_ axis: Axis) {
        stackAxis = axis
        if layout is any ModifierLayout, let first = children.first { first.setStackAxis(axis) }
    }

}

/// How a display node answers a proposal and places its children (SwiftUI's `Layout` protocol).
@MainActor
protocol LayoutRule {
    func sizeThatFits(_ proposal: ProposedViewSize, children: [DisplayNode]) -> CGSize
    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, children: [DisplayNode])
}

/// A layout that wraps one view as a modifier does (padding, frame…): the view inside is still
/// the stack's child for the purposes of spacing and Spacer's axis.
@MainActor
protocol ModifierLayout: LayoutRule {}

extension LayoutRule {
    /// By default children are proposed the node's own size and centred in it.
    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, children: [DisplayNode]) {
        for child in children {
            let childProposal = ProposedViewSize(bounds.size)
            let size = child.sizeThatFits(childProposal)
            child.place(in: CGRect(origin: Alignment.center.place(size, in: bounds), size: size), proposal: childProposal)
        }
    }
}

/// A leaf with a size rule of its own (text, images, shapes).
struct LeafLayout: LayoutRule {
    let size: @MainActor (ProposedViewSize) -> CGSize
    func sizeThatFits(_ proposal: ProposedViewSize, children: [DisplayNode]) -> CGSize { size(proposal) }
    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, children: [DisplayNode]) {}
}

/// Takes the size of its single child and lays it out in the same place (modifiers that only draw).
struct PassThroughLayout: ModifierLayout {
    func sizeThatFits(_ proposal: ProposedViewSize, children: [DisplayNode]) -> CGSize {
        children.first?.sizeThatFits(proposal) ?? .zero
    }
    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, children: [DisplayNode]) {
        children.forEach { $0.place(in: bounds, proposal: proposal) }
    }
}
