import Foundation
@testable import SwiftUIModel
import Testing

/// `if`/`else` in a table's row and column builders (`buildEither`, a `_ConditionalContent` of the
/// branch taken) and `if #available` among columns (`buildLimitedAvailability`).
@Suite("Table builders' conditionals") @MainActor
struct TableBuilderConditionalTests {
    typealias Person = TableTests.Person

    @available(*, deprecated, message: "tests API whose availability is data")
    struct Rows: View {
        let showMeiFirst: Bool
        var body: some View {
            Table(of: Person.self) {
                TableColumn("Name", value: \.name)
            } rows: {
                if showMeiFirst {
                    TableRow(TableTests.people[1])
                } else {
                    TableRow(TableTests.people[0])
                }
            }
        }
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func anIfElseOfRowsShowsTheBranchTaken() {
        #expect(texts(mount(Rows(showMeiFirst: true))) == ["\"Mei\""])
        #expect(texts(mount(Rows(showMeiFirst: false))) == ["\"Juan\""])
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    struct Columns: View {
        let byAge: Bool
        var body: some View {
            Table(TableTests.people) {
                if byAge {
                    TableColumn("Age") { Text("\($0.age)") }
                } else {
                    TableColumn("Name", value: \.name)
                }
                TableColumn("E-Mail", value: \.email)
            }
        }
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func anIfElseOfColumnsShowsTheBranchTakenFirst() {
        #expect(texts(mount(Columns(byAge: true))) == ["\"30\"", "\"41\""])
        #expect(texts(mount(Columns(byAge: false))) == ["\"Juan\"", "\"Mei\""])
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func columnsBehindAnAvailabilityCheckAreShown() {
        struct Available: View {
            var body: some View {
                Table(TableTests.people) {
                    if #available(iOS 17.5, *) {
                        TableColumn("E-Mail", value: \.email)
                    }
                    TableColumn("Name", value: \.name)
                }
            }
        }
        #expect(texts(mount(Available())) == ["\"juan@example.com\"", "\"mei@example.com\""])
    }
}
