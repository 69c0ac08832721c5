import Foundation

/// A view that overlays its children, aligned in its bounds; it is as large as its largest child.
public struct ZStack<Content: View> {
    let alignment: Alignment
    let content: Content
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
    public typealias Body = Never
}

extension ZStack: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [ChildView(identity: .index(0), view: content)] }
    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        [DisplayNode(kind: "ZStack", children: children.flatMap { $0 }, layout: ZStackLayout(alignment: alignment))]
    }
}

/// A scrollable view: it offers its content unlimited length along its axes (see `ScrollLayout`).
public struct ScrollView<Content: View> {
    let axes: Axis.Set
    let content: Content
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }
    public typealias Body = Never
}

extension ScrollView: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [ChildView(identity: .index(0), view: content)] }
    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        let units = children.flatMap { $0 }
        // Several views directly in a scroll view are stacked along its axis, as SwiftUI does.
        let axis: Axis = axes.contains(.vertical) ? .vertical : .horizontal
        let content = units.count == 1 ? units : stackNode(kind: axis == .vertical ? "VStack" : "HStack", children: units,
                                                           layout: StackLayout(axis: axis, spacing: nil, crossAlignment: 0.5))
        return [DisplayNode(kind: "ScrollView", children: content, layout: ScrollLayout(axes: axes))]
    }
}

/// LazyVStack and LazyHStack: a stack that, unlike VStack, takes all the width (height) it is
/// offered across its axis (Apple's LazyVStack documentation: the lazy stack is flexible across
/// its axis), and builds its ForEach rows only as far as the screen shows (`LazyRowBudget`).
public struct LazyVStack<Content: View> {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    public typealias Body = Never
}

public struct LazyHStack<Content: View> {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    public typealias Body = Never
}

public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A stack that fills its proposal across its axis, and asks for more rows when the ones built
/// end before the visible screen does.
struct LazyStackLayout: LayoutRule {
    let stack: StackLayout
    let budget: LazyRowBudget?
    func sizeThatFits(_ proposal: ProposedViewSize, children: [DisplayNode]) -> CGSize {
        var size = stack.sizeThatFits(proposal, children: children)
        if let cross = proposal[stack.axis.other] { size[stack.axis.other] = max(cross, size[stack.axis.other]) }
        return size
    }
    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, children: [DisplayNode]) {
        stack.placeChildren(in: bounds, proposal: proposal, children: children)
        LazyContainers.placed(budget, axis: stack.axis, bounds: bounds, children: children)
    }
}

extension LazyContainers {
    /// Tells a budget where the built rows end along `axis`.
    static func placed(_ budget: LazyRowBudget?, axis: Axis, bounds: CGRect, children: [DisplayNode]) {
        guard let budget else { return }
        let visible = LayoutViewport.visible
        let end = children.map { axis == .vertical ? $0.frame.maxY : $0.frame.maxX }.max() ?? (axis == .vertical ? bounds.minY : bounds.minX)
        budget.placed(rowsEnd: end, start: axis == .vertical ? bounds.minY : bounds.minX,
                      visibleEnd: axis == .vertical ? visible.maxY : visible.maxX)
    }

    /// A lazy container's content, with its budget in the environment, rebuilt from the start.
    static func content(_ content: some View, _ context: BuildContext) -> [ChildView] {
        let budget = budget(for: context.node)
        budget.beginBuild()
        return [ChildView(identity: .index(0), view: content.environment(\.lazyRowBudget, budget))]
    }

    /// The container's display node, reporting how many rows it built of how many it was given.
    static func node(kind: String, children: [DisplayNode], layout: any LayoutRule, context: BuildContext) -> DisplayNode {
        let node = DisplayNode(kind: kind, children: children, layout: layout)
        let budget = budget(for: context.node)
        if budget.offered > 0 { node.attributes.append(("built", budget.report)) }
        return node
    }
}

extension LazyVStack: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { LazyContainers.content(content, context) }
    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        let units = children.flatMap { $0 }
        let stack = StackLayout(axis: .vertical, spacing: spacing, crossAlignment: alignment.fraction)
        for unit in units { unit.setStackAxis(.vertical) }
        let layout = LazyStackLayout(stack: stack, budget: LazyContainers.budget(for: context.node))
        return [LazyContainers.node(kind: "LazyVStack", children: units, layout: layout, context: context)]
    }
}

extension LazyHStack: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { LazyContainers.content(content, context) }
    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        let units = children.flatMap { $0 }
        let stack = StackLayout(axis: .horizontal, spacing: spacing, crossAlignment: alignment.fraction)
        for unit in units { unit.setStackAxis(.horizontal) }
        let layout = LazyStackLayout(stack: stack, budget: LazyContainers.budget(for: context.node))
        return [LazyContainers.node(kind: "LazyHStack", children: units, layout: layout, context: context)]
    }
}

/// A description of one column of a grid (SwiftUI's `GridItem`).
public struct GridItem: Sendable {
    public enum Size: Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    public var size: Size
    public var spacing: CGFloat?
    public var alignment: Alignment?
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// A grid that grows vertically, with columns described by grid items.
public struct LazyVGrid<Content: View> {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    public typealias Body = Never
}

extension LazyVGrid: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { LazyContainers.content(content, context) }
    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        let layout = LazyGridLayout(grid: GridLayout(columns: columns, rowSpacing: spacing), budget: LazyContainers.budget(for: context.node))
        return [LazyContainers.node(kind: "LazyVGrid", children: children.flatMap { $0 }, layout: layout, context: context)]
    }
}

/// A grid that asks for more rows when the ones built end before the visible screen does.
struct LazyGridLayout: LayoutRule {
    let grid: GridLayout
    let budget: LazyRowBudget?
    func sizeThatFits(_ proposal: ProposedViewSize, children: [DisplayNode]) -> CGSize {
        grid.sizeThatFits(proposal, children: children)
    }
    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, children: [DisplayNode]) {
        grid.placeChildren(in: bounds, proposal: proposal, children: children)
        LazyContainers.placed(budget, axis: .vertical, bounds: bounds, children: children)
    }
}

/// A spinner, or a bar when given a value. The circular spinner is UIKit's medium activity
/// indicator, 20 × 20 points (UIActivityIndicatorView.Style.medium).
public struct ProgressView<Label: View, CurrentValueLabel: View> {
    let value: Double?
    public typealias Body = Never
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    public init() { value = nil }
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) { self.value = value.map { Double($0 / total) } }
}

extension ProgressView: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [] }
    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        if let value {
            let node = DisplayNode(kind: "ProgressView", layout: LeafLayout { CGSize(width: $0.width ?? 10, height: 4) })
            node.attributes = [("value", ReportNumberFormat.string(CGFloat(value)))]
            node.paint = Paint(kind: .fill(style: "accentColor", shape: .capsule))
            return [node]
        }
        let node = DisplayNode(kind: "ProgressView", layout: LeafLayout { _ in CGSize(width: 20, height: 20) })
        node.attributes = [("spinning", "true")]
        node.paint = Paint(kind: .spinner)
        node.accessibilityLabel = "In progress"
        return [node]
    }
}

extension ZStack: View {}
extension ScrollView: View {}
extension LazyVStack: View {}
extension LazyHStack: View {}
extension LazyVGrid: View {}
extension ProgressView: View {}
