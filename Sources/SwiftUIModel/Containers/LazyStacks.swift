import Foundation

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
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public let rawValue: UInt32
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
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

extension LazyVStack: View {}

extension LazyHStack: View {}
