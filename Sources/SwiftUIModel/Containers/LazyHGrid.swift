import Foundation

/// A grid that grows horizontally, with rows described by grid items (Apple's `LazyHGrid`): the
/// rows share the height offered as a `LazyVGrid`'s columns share its width (`GridItemTracks`), items
/// fill the rows column by column, and a column is as wide as its widest item. The model builds
/// every item (it is not lazy across a horizontal scroll).
public struct LazyHGrid<Content: View>: View {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    public typealias Body = Never
}

extension LazyHGrid: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [ChildView(identity: .index(0), view: content)] }
    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        [DisplayNode(kind: "LazyHGrid", children: children.flatMap { $0 },
                     layout: HorizontalGridLayout(tracks: GridItemTracks(columns: rows, rowSpacing: nil), columnSpacing: spacing))]
    }
}

struct HorizontalGridLayout: LayoutRule {
    /// The rows' heights, computed as a vertical grid's column widths.
    let tracks: GridItemTracks
    let columnSpacing: CGFloat?

    func columns(_ count: Int, rows: Int) -> [[Int]] {
        stride(from: 0, to: count, by: max(rows, 1)).map { Array($0..<min($0 + max(rows, 1), count)) }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, children: [DisplayNode]) -> CGSize {
        let heights = tracks.columnWidths(proposal.height)
        let columns = columns(children.count, rows: heights.count)
        var width: CGFloat = 0
        for (c, column) in columns.enumerated() {
            width += column.enumerated().map { children[$0.element].sizeThatFits(ProposedViewSize(width: nil, height: heights[$0.offset].width)).width }.max() ?? 0
            if c < columns.count - 1 { width += columnSpacing ?? GridItemTracks.defaultSpacing }
        }
        let height = heights.reduce(0) { $0 + $1.width } + heights.dropLast().reduce(0) { $0 + $1.spacing }
        return CGSize(width: width, height: max(height, proposal.height ?? height))
    }

    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, children: [DisplayNode]) {
        let heights = tracks.columnWidths(proposal.height)
        let contentHeight = heights.reduce(0) { $0 + $1.width } + heights.dropLast().reduce(0) { $0 + $1.spacing }
        var x = bounds.minX
        for column in columns(children.count, rows: heights.count) {
            var y = bounds.minY + (bounds.height - contentHeight) / 2
            let sizes = column.enumerated().map { children[$0.element].sizeThatFits(ProposedViewSize(width: nil, height: heights[$0.offset].width)) }
            let columnWidth = sizes.map(\.width).max() ?? 0
            for (row, index) in column.enumerated() {
                let cell = CGRect(x: x, y: y, width: columnWidth, height: heights[row].width)
                let size = sizes[row]
                children[index].place(in: CGRect(origin: Alignment.center.place(size, in: cell), size: size),
                                      proposal: ProposedViewSize(width: nil, height: heights[row].width))
                y += heights[row].width + heights[row].spacing
            }
            x += columnWidth + (columnSpacing ?? GridItemTracks.defaultSpacing)
        }
    }
}

/// Scrolling to a view by its identity (`ScrollViewReader`, `ScrollViewProxy.scrollTo(_:anchor:)`):
/// the reader's content is built with a proxy; the model's scroll views do not scroll, so
/// `scrollTo` reports itself as not modelled when called.
@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
public struct ScrollViewReader<Content: View>: View {
    public var content: (ScrollViewProxy) -> Content
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }
    public var body: some View { content(ScrollViewProxy()) }
}

@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
public struct ScrollViewProxy {
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        ModelProblems.notModelled("ScrollViewProxy.scrollTo(_:anchor:)", "scroll views do not scroll: the screen stays where it was")
    }
}
