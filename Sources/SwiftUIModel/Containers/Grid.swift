import CourseCheckProtocol
import Foundation

/// A container that arranges views in rows and columns (iOS 16's `Grid`): "The grid sizes columns
/// to the widest cell in the column, rows to the tallest cell in the row" — here each cell's ideal
/// size; how flexible cells share extra width is not published and not modelled (no source).
/// A view that is not in a `GridRow` "spans all columns" and is proposed the grid's width.
/// Spacing defaults to the standard 8 points (docs/FACTS.md).
public struct Grid<Content: View>: View {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }
    public typealias Body = Never
}

/// One row of a grid; its views are the row's cells, in column order.
public struct GridRow<Content: View>: View {
    let alignment: VerticalAlignment?
    let content: Content
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
    public typealias Body = Never
}

enum GridCellColumnsKey: CarriedKey { typealias Value = Int }
enum GridColumnAlignmentKey: CarriedKey { typealias Value = HorizontalAlignment }
enum GridRowAlignmentKey: CarriedKey { typealias Value = VerticalAlignment }

struct GridCellModifier<K: CarriedKey>: ViewModifier, BuiltinModifier {
    let value: K.Value
    let attribute: (String, String)?
    typealias Body = Never
    func modify(_ unit: DisplayNode, context: BuildContext) -> DisplayNode {
        unit.carried[K.self] = value
        if let attribute { unit.attributes.append(attribute) }
        return unit
    }
}

extension View {
    /// The number of columns the cell spans.
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func gridCellColumns(_ count: Int) -> some View {
        modifier(GridCellModifier<GridCellColumnsKey>(value: count, attribute: (Attribute.Name.span, "\(count)")))
    }
    /// The alignment of the cells of this cell's column (the first such setting in a column wins).
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        modifier(GridCellModifier<GridColumnAlignmentKey>(value: guide, attribute: nil))
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        ModelProblems.notModelled("gridCellAnchor(_:)", "the cell is aligned as its column and row say")
        return self
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        ModelProblems.notModelled("gridCellUnsizedAxes(_:)", "the cell is sized as any other")
        return self
    }
}

extension GridRow: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [ChildView(identity: .index(0), view: content)] }
    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        let node = DisplayNode(kind: "GridRow", children: children.flatMap { $0 }, layout: PassThroughLayout())
        node.carried[GridRowAlignmentKey.self] = alignment
        return [node]
    }
}

extension Grid: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [ChildView(identity: .index(0), view: content)] }
    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        [DisplayNode(kind: "Grid", children: children.flatMap { $0 },
                     layout: GridContainerLayout(alignment: alignment, horizontalSpacing: horizontalSpacing ?? 8, verticalSpacing: verticalSpacing ?? 8))]
    }
}

/// Rows and columns from `GridRow` nodes (a node that is not one is a row of one cell across all
/// columns).
struct GridContainerLayout: LayoutRule {
    let alignment: Alignment
    let horizontalSpacing: CGFloat
    let verticalSpacing: CGFloat

    struct Cell {
        let node: DisplayNode
        let column: Int
        let span: Int?   // nil: all columns
    }

    @MainActor
    func rows(_ children: [DisplayNode]) -> [[Cell]] {
        children.map { child in
            guard child.kind == "GridRow" else { return [Cell(node: child, column: 0, span: nil)] }
            var column = 0
            return child.children.map { cell in
                let span = max(cell.firstCarried(GridCellColumnsKey.self) ?? 1, 1)
                defer { column += span }
                return Cell(node: cell, column: column, span: span)
            }
        }
    }

    @MainActor
    func metrics(_ proposal: ProposedViewSize, children: [DisplayNode]) -> (columns: [CGFloat], rows: [CGFloat], width: CGFloat) {
        let rows = rows(children)
        let count = rows.flatMap { $0 }.map { $0.column + ($0.span ?? 1) }.max() ?? 0
        var columns = Array(repeating: CGFloat(0), count: count)
        for cell in rows.flatMap({ $0 }) where cell.span == 1 {
            columns[cell.column] = max(columns[cell.column], cell.node.sizeThatFits(.unspecified).width)
        }
        // A spanning cell wider than its columns widens the last of them.
        for cell in rows.flatMap({ $0 }) where (cell.span ?? 0) > 1 {
            let span = cell.span!
            let range = cell.column..<min(cell.column + span, count)
            let current = range.reduce(0) { $0 + columns[$1] } + CGFloat(span - 1) * horizontalSpacing
            let needed = cell.node.sizeThatFits(.unspecified).width
            if needed > current, let last = range.last { columns[last] += needed - current }
        }
        var width = columns.reduce(0, +) + CGFloat(max(count - 1, 0)) * horizontalSpacing
        if count == 0 { width = rows.flatMap { $0 }.map { $0.node.sizeThatFits(proposal).width }.max() ?? 0 }
        let heights = rows.map { row in
            row.map { cell in cell.node.sizeThatFits(ProposedViewSize(width: cellWidth(cell, columns: columns, total: width), height: nil)).height }.max() ?? 0
        }
        return (columns, heights, width)
    }

    func cellWidth(_ cell: Cell, columns: [CGFloat], total: CGFloat) -> CGFloat {
        guard let span = cell.span else { return total }
        let range = cell.column..<min(cell.column + span, columns.count)
        return range.reduce(0) { $0 + columns[$1] } + CGFloat(max(range.count - 1, 0)) * horizontalSpacing
    }

    func sizeThatFits(_ proposal: ProposedViewSize, children: [DisplayNode]) -> CGSize {
        let (_, rows, width) = metrics(proposal, children: children)
        return CGSize(width: width, height: rows.reduce(0, +) + CGFloat(max(rows.count - 1, 0)) * verticalSpacing)
    }

    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, children: [DisplayNode]) {
        let (columns, heights, width) = metrics(proposal, children: children)
        let rows = rows(children)
        // A column's alignment: the first cell in it that sets one, else the grid's.
        var columnAlignment: [Int: HorizontalAlignment] = [:]
        for cell in rows.flatMap({ $0 }) where cell.span == 1 && columnAlignment[cell.column] == nil {
            if let guide = cell.node.firstCarried(GridColumnAlignmentKey.self) { columnAlignment[cell.column] = guide }
        }
        var y = bounds.minY
        for (rowIndex, row) in rows.enumerated() {
            let height = heights[rowIndex]
            let rowNode = children[rowIndex]
            if rowNode.kind == "GridRow" { rowNode.place(in: CGRect(x: bounds.minX, y: y, width: width, height: height)) }
            let rowAlignment = rowNode.carried[GridRowAlignmentKey.self] ?? alignment.vertical
            for cell in row {
                let x = bounds.minX + columns.prefix(cell.column).reduce(0, +) + CGFloat(cell.column) * horizontalSpacing
                let cellWidth = cellWidth(cell, columns: columns, total: width)
                let offer = ProposedViewSize(width: cellWidth, height: height)
                let size = cell.node.sizeThatFits(offer)
                let guide = cell.span == 1 ? (columnAlignment[cell.column] ?? alignment.horizontal) : alignment.horizontal
                let area = CGRect(x: cell.span == nil ? bounds.minX : x, y: y, width: cellWidth, height: height)
                cell.node.place(in: CGRect(origin: Alignment(horizontal: guide, vertical: rowAlignment).place(size, in: area), size: size), proposal: offer)
            }
            y += height + verticalSpacing
        }
    }
}
