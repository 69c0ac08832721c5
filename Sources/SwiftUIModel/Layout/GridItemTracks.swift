import Foundation

/// LazyVGrid's columns and rows (Apple's `GridItem` documentation; OpenSwiftUI's grid notes):
/// - the width offered, less the spacing between columns, goes first to `.fixed` columns, then is
///   shared among `.flexible` columns (each clamped to its bounds), and an `.adaptive` item fills
///   its share with as many columns of at least its minimum as fit;
/// - items fill the columns row by row; a row is as tall as its tallest item; rows are `spacing`
///   apart (8 by default), columns the item's spacing (8 by default).
struct GridItemTracks: LayoutRule {
    let columns: [GridItem]
    let rowSpacing: CGFloat?

    static let defaultSpacing: CGFloat = 8

    /// The columns' widths and the gaps after each, for an offered width.
    func columnWidths(_ width: CGFloat?) -> [(width: CGFloat, spacing: CGFloat)] {
        let total = width ?? 0
        var result: [(CGFloat, CGFloat)?] = Array(repeating: nil, count: columns.count)
        var remaining = total - columns.dropLast().reduce(0) { $0 + ($1.spacing ?? Self.defaultSpacing) }
        for (index, item) in columns.enumerated() {
            if case .fixed(let w) = item.size { result[index] = (w, item.spacing ?? Self.defaultSpacing); remaining -= w }
        }
        var flexible = columns.indices.filter { if case .fixed = columns[$0].size { return false } else { return true } }
        var expanded: [(CGFloat, CGFloat)] = []
        while let index = flexible.first {
            flexible.removeFirst()
            let share = max(remaining / CGFloat(flexible.count + 1), 0)
            let spacing = columns[index].spacing ?? Self.defaultSpacing
            switch columns[index].size {
            case .flexible(let lower, let upper):
                let w = width == nil ? lower : min(max(share, lower), upper)
                result[index] = (w, spacing)
                remaining -= w
            case .adaptive(let lower, let upper):
                let count = max(Int(((share + spacing) / (lower + spacing)).rounded(.down)), 1)
                let w = min((share - CGFloat(count - 1) * spacing) / CGFloat(count), upper)
                result[index] = (w, spacing)
                expanded.append(contentsOf: Array(repeating: (w, spacing), count: count - 1))
                remaining -= share
            case .fixed:
                break
            }
        }
        return result.compactMap { $0 }.map { (width: $0.0, spacing: $0.1) } + expanded.map { (width: $0.0, spacing: $0.1) }
    }

    func rows(_ children: [DisplayNode], columnCount: Int) -> [[Int]] {
        stride(from: 0, to: children.count, by: max(columnCount, 1)).map { Array($0..<min($0 + max(columnCount, 1), children.count)) }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, children: [DisplayNode]) -> CGSize {
        let widths = columnWidths(proposal.width)
        var height: CGFloat = 0
        let rows = rows(children, columnCount: widths.count)
        for (r, row) in rows.enumerated() {
            height += row.enumerated().map { children[$0.element].sizeThatFits(ProposedViewSize(width: widths[$0.offset].width, height: nil)).height }.max() ?? 0
            if r < rows.count - 1 { height += rowSpacing ?? Self.defaultSpacing }
        }
        let width = widths.reduce(0) { $0 + $1.width } + widths.dropLast().reduce(0) { $0 + $1.spacing }
        return CGSize(width: max(width, proposal.width ?? width), height: height)
    }

    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, children: [DisplayNode]) {
        let widths = columnWidths(proposal.width)
        let contentWidth = widths.reduce(0) { $0 + $1.width } + widths.dropLast().reduce(0) { $0 + $1.spacing }
        var y = bounds.minY
        for row in rows(children, columnCount: widths.count) {
            var x = bounds.minX + (bounds.width - contentWidth) / 2
            let sizes = row.enumerated().map { children[$0.element].sizeThatFits(ProposedViewSize(width: widths[$0.offset].width, height: nil)) }
            let rowHeight = sizes.map(\.height).max() ?? 0
            for (column, index) in row.enumerated() {
                let cell = CGRect(x: x, y: y, width: widths[column].width, height: rowHeight)
                let size = sizes[column]
                children[index].place(in: CGRect(origin: Alignment.center.place(size, in: cell), size: size),
                                      proposal: ProposedViewSize(width: widths[column].width, height: nil))
                x += widths[column].width + widths[column].spacing
            }
            y += rowHeight + (rowSpacing ?? Self.defaultSpacing)
        }
    }
}
