import Foundation
@testable import SwiftUIModel
import Testing

/// `Group` of table rows or columns: the table shows its members as if they were not grouped.
@Suite("Group of table rows and columns") @MainActor
struct GroupTableContentTests {
    typealias Person = TableTests.Person

    @available(*, deprecated, message: "tests API whose availability is data")
    struct Grouped: View {
        var body: some View {
            Table(of: Person.self) {
                Group {
                    // A group's column builder infers the row value from its columns.
                    TableColumn("Name", value: \Person.name)
                    TableColumn("E-Mail", value: \Person.email)
                }
            } rows: {
                Group {
                    TableRow(TableTests.people[1])
                    TableRow(TableTests.people[0])
                }
            }
        }
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aGroupsRowsAndColumnsAreTheTables() {
        // A compact table shows its first column (`TableTests`).
        #expect(plainTexts(mount(Grouped())) == ["Mei", "Juan"])
    }
}
