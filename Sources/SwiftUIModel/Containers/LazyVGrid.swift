import Foundation

/// A description of one column of a grid (SwiftUI's `GridItem`).
/// Equatable as Apple's (`==` in the interface): two items with the same size, spacing and alignment.
public struct GridItem: Sendable, Equatable {
    public enum Size: Sendable, Equatable {
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
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
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
        let layout = LazyGridLayout(grid: GridItemTracks(columns: columns, rowSpacing: spacing), budget: LazyContainers.budget(for: context.node))
        return [LazyContainers.node(kind: "LazyVGrid", children: children.flatMap { $0 }, layout: layout, context: context)]
    }
}

extension LazyVGrid: View {}
