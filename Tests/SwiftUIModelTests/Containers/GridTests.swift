import Foundation
@testable import SwiftUIModel
import Testing

/// Grid's rows and columns (Apple's `Grid`: columns as wide as their widest cell, rows as tall as
/// their tallest) and ViewThatFits's choice.
@Suite("Grid and ViewThatFits") @MainActor
struct GridTests {
    func row(_ cells: [DisplayNode]) -> DisplayNode { DisplayNode(kind: "GridRow", children: cells, layout: PassThroughLayout()) }

    @Test func columnsTakeTheirWidestCellAndRowsTheirTallest() {
        let grid = DisplayNode(kind: "Grid", children: [row([leaf(30, 20), leaf(80, 40)]), row([leaf(60, 20), leaf(20, 20)])],
                               layout: GridContainerLayout(alignment: .center, horizontalSpacing: 10, verticalSpacing: 6))
        #expect(grid.sizeThatFits(.unspecified) == CGSize(width: 150, height: 66))
        grid.place(in: CGRect(x: 0, y: 0, width: 150, height: 66))
        // Centred in its 60-point column and 40-point row.
        #expect(grid.children[0].children[0].frame == CGRect(x: 15, y: 10, width: 30, height: 20))
        #expect(grid.children[1].children[1].frame == CGRect(x: 100, y: 46, width: 20, height: 20))
    }

    @Test func aSpanningCellWidensTheColumnsItNeeds() {
        let wide = leaf(200, 10)
        wide.carried[GridCellColumnsKey.self] = 2
        let grid = DisplayNode(kind: "Grid", children: [row([leaf(30, 20), leaf(40, 20)]), row([wide])],
                               layout: GridContainerLayout(alignment: .center, horizontalSpacing: 10, verticalSpacing: 0))
        #expect(grid.sizeThatFits(.unspecified).width == 200)
    }

    @Test func aViewOutsideARowSpansTheGrid() {
        let grid = DisplayNode(kind: "Grid", children: [row([leaf(30, 20), leaf(40, 20)]), leaf(10, 4, flexible: true)],
                               layout: GridContainerLayout(alignment: .center, horizontalSpacing: 10, verticalSpacing: 0))
        grid.place(in: CGRect(x: 0, y: 0, width: 80, height: 24))
        #expect(grid.children[1].frame.width == 80)
    }

    @Test func viewThatFitsTakesTheFirstThatFitsElseTheLast() {
        let rule = ViewThatFitsLayout(axes: .horizontal)
        let children = [leaf(300, 20), leaf(150, 20), leaf(50, 20)]
        #expect(rule.choice(ProposedViewSize(width: 200, height: 100), children: children) == 1)
        #expect(rule.choice(ProposedViewSize(width: 40, height: 100), children: children) == 2)
        let node = DisplayNode(kind: "ViewThatFits", children: children, layout: rule)
        node.place(in: CGRect(x: 0, y: 0, width: 200, height: 20))
        #expect(children.map(\.isLaidAside) == [true, false, true])
    }
}
