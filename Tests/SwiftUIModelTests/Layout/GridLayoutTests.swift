import CourseCheckProtocol
import Foundation
@testable import SwiftUIModel
import Testing

/// `GridLayout` lays its subviews out as `Grid` does: the same rule, on a layout's subviews.
@Suite("GridLayout") @MainActor
struct GridLayoutTests {
    func frames(_ view: some View) -> [CGRect] {
        let graph = mount(view)
        let screen = Screen(RunPlan.Device(name: "t", width: 300, height: 400, scale: 2, safeAreaTop: 0, safeAreaBottom: 0))
        let laidOut = screen.layOut(graph.displayTree())
        return laidOut.flatten().filter { $0.node.kind == "Color" }.map(\.node.frame)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aGridLayoutPlacesItsRowsAsAGrid() {
        let grid = frames(Grid(alignment: .leading, horizontalSpacing: 4, verticalSpacing: 2) {
            GridRow {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: 30, height: 6)
            }
            GridRow {
                Color.green.frame(width: 20, height: 8)
                Color.yellow.frame(width: 5, height: 5)
            }
            Color.gray.frame(width: 40, height: 3)
        })
        let layout = frames(GridLayout(alignment: .leading, horizontalSpacing: 4, verticalSpacing: 2) {
            GridRow {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: 30, height: 6)
            }
            GridRow {
                Color.green.frame(width: 20, height: 8)
                Color.yellow.frame(width: 5, height: 5)
            }
            Color.gray.frame(width: 40, height: 3)
        })
        #expect(grid.count == 5)
        #expect(layout == grid)
        // The second column starts after the first's widest cell (20) and the spacing (4).
        #expect(layout[1].minX - layout[0].minX == 24)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func theDefaultsAreGrids() {
        let layout = GridLayout()
        #expect(layout.alignment == .center)
        #expect(layout.horizontalSpacing == nil && layout.verticalSpacing == nil)
        #expect(layout.rule.horizontalSpacing == 8 && layout.rule.verticalSpacing == 8)
    }
}
