import Foundation
@testable import SwiftUIModel
import Testing

/// `Section` of table rows: its rows are the table's, a collapsed one shows none, and a header row
/// reports itself as not modelled.
@Suite("Section of table rows") @MainActor
struct SectionTableRowsTests {
    typealias Person = TableTests.Person

    @available(*, deprecated, message: "tests API whose availability is data")
    struct Sections: View {
        let expanded: Bool
        var body: some View {
            Table(of: Person.self) {
                TableColumn("Name", value: \.name)
            } rows: {
                Section {
                    TableRow(TableTests.people[0])
                }
                Section("Others", isExpanded: .constant(expanded)) {
                    TableRow(TableTests.people[1])
                }
            }
        }
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aSectionsRowsAreTheTablesUnlessCollapsed() {
        #expect(plainTexts(mount(Sections(expanded: true))) == ["Juan", "Mei"])
        #expect(plainTexts(mount(Sections(expanded: false))) == ["Juan"])
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aHeaderRowReportsItself() {
        _ = ModelProblems.take()
        let untitled = Section { TableRow(TableTests.people[0]) }
        #expect(TableContentReading.rows(untitled).count == 1)
        let titled = Section("People") { TableRow(TableTests.people[0]) }
        #expect(TableContentReading.rows(titled).count == 1)
        #expect(ModelProblems.take().contains { $0.contains("TableHeaderRowContent") })
    }
}
