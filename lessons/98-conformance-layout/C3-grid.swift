// title: Grid sizes columns by their widest cell
// question: In a Grid of two rows, each column is as wide as its widest cell and each row as tall
//    as its tallest; a cell with gridCellColumns(2) spans both columns; a view outside a GridRow
//    spans the grid; gridColumnAlignment(.trailing) aligns a column.
// claims: C98-3
// source: Apple's documentation of Grid ("The grid sizes columns to the widest cell in the column,
//    rows to the tallest cell in the row"; a view not in a GridRow "spans all columns"),
//    gridCellColumns(_:), gridColumnAlignment(_:). Code written for this check.
import SwiftUI

struct ContentView: View {
    var body: some View {
        Grid(horizontalSpacing: 10, verticalSpacing: 6) {
            GridRow {
                Color.red.frame(width: 30, height: 20)
                Color.green.frame(width: 80, height: 40)
                    .gridColumnAlignment(.trailing)
            }
            GridRow {
                Color.blue.frame(width: 60, height: 20)
                Color.orange.frame(width: 20, height: 20)
            }
            GridRow {
                Color.purple.frame(width: 100, height: 10)
                    .gridCellColumns(2)
            }
            Color.gray.frame(width: 40, height: 4)
        }
    }
}
