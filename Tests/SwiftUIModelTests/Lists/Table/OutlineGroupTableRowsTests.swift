import Foundation
@testable import SwiftUIModel
import Testing

/// An outline group of table rows (OutlineGroup+TableRowContent.swift): its top-level rows are the
/// table's, and it reports that the rows under them are not shown.
@Suite("Outline group of table rows") @MainActor
struct OutlineGroupTableRowsTests {
    struct Node: Identifiable {
        let id: Int
        let name: String
        var children: [Node]? = nil
    }

    static let roots = [Node(id: 1, name: "Fruit", children: [Node(id: 3, name: "Apple")]), Node(id: 2, name: "Bread")]

    @available(*, deprecated, message: "tests API whose availability is data")
    struct Tree: View {
        var body: some View {
            Table(of: Node.self) {
                TableColumn("Name", value: \.name)
            } rows: {
                OutlineGroup(OutlineGroupTableRowsTests.roots, children: \.children)
            }
        }
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func theTopLevelRowsAreShownAndTheGroupReportsItself() {
        _ = ModelProblems.take()
        #expect(plainTexts(mount(Tree())) == ["Fruit", "Bread"])
        #expect(ModelProblems.take().contains { $0.contains("`OutlineGroup` is not modelled") })
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func everyFormReadsItsTopLevelRows() {
        let ofRoot = OutlineGroup(OutlineGroupTableRowsTests.roots[0], children: \.children)
        #expect(TableContentReading.rows(ofRoot).map(\.id) == [AnyHashable(1)])
        let built = OutlineGroup(OutlineGroupTableRowsTests.roots, children: \.children) { TableRow($0) }
        #expect(TableContentReading.rows(built).map(\.id) == [AnyHashable(1), AnyHashable(2)])
        let byID = OutlineGroup(OutlineGroupTableRowsTests.roots, id: \.id, children: \.children) { TableRow($0) }
        #expect(TableContentReading.rows(byID.tableRowBody).map(\.id) == [AnyHashable(1), AnyHashable(2)])
    }
}
