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
    var layoutPriority: Double = 0
    /// The axis of the stack this node sits in, told by the stack (a Spacer expands along it).
    var stackAxis: Axis?
    /// Not on the screen: a layout chose another of its children (`ViewThatFits`).
    var isLaidAside = false
    /// What the view hands up to the container that shows it (a title for the navigation bar, a
    /// row's swipe actions, a presented sheet) and what the host's steps can do with it
    /// (`Layout/CarriedValues.swift`).
    var carried = CarriedValues()
    /// Each engine's own data on the node, by slot type (`Layout/DisplayNodeSlot.swift`):
    /// `accessibility`, `drawing`, `animation`, `touch`, `textInput`, `toolbar`.
    private var slots = DisplayNodeSlots()

    init(kind: String, content: String? = nil, children: [DisplayNode] = [], layout: any LayoutRule) {
        self.kind = kind
        self.content = content
        self.children = children
        self.layout = layout
    }

    /// The value of one engine's slot on this node (its `init()` until the engine sets it).
    subscript<Slot: DisplayNodeSlot>(slot: Slot.Type) -> Slot {
        get { slots[slot] }
        set { slots[slot] = newValue }
    }

    private var sizeCache: [ProposedViewSize: CGSize] = [:]
    private var spacingCache: ViewSpacing?

    /// What the node prefers between it and its neighbours in a stack (`ViewSpacing`).
    var spacing: ViewSpacing {
        if let spacingCache { return spacingCache }
        let spacing = layout.spacing(children: children)
        spacingCache = spacing
        return spacing
    }

    /// A Spacer, or a modifier around one: its spacing is along its stack's axis, so a frame on
    /// it keeps it (OpenSwiftUI's `requiresSpacingProjection`).
    var requiresSpacingProjection: Bool {
        layout is SpacerLayout || (layout is any ModifierLayout && children.first?.requiresSpacingProjection == true)
    }

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
        spacingCache = nil
        if layout is any ModifierLayout, let first = children.first { first.setStackAxis(axis) }
    }
}
