import Foundation
@testable import SwiftUIModel
import Testing

/// A table on the model's iPhone (compact width): a list of its rows' first-column cells
/// (developer.apple.com/documentation/swiftui/tables: "Narrow displays may adapt to show only the
/// first column of the table"); what it does not show reports itself.
@Suite("Tables") @MainActor
struct TableTests {
    struct Person: Identifiable {
        let id: Int
        let name: String
        let email: String
        let age: Int
    }

    static let people = [Person(id: 1, name: "Juan", email: "juan@example.com", age: 30),
                         Person(id: 2, name: "Mei", email: "mei@example.com", age: 41)]

    @available(*, deprecated, message: "tests API whose availability is data")
    struct People: View {
        var body: some View {
            Table(TableTests.people) {
                TableColumn("Name", value: \.name)
                TableColumn("E-Mail", value: \.email)
                TableColumn("Age") { Text("\($0.age)") }
            }
        }
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aCompactTableIsAListOfItsFirstColumn() {
        _ = ModelProblems.take()
        let graph = mount(People())
        #expect(isShown("List", in: graph))
        #expect(texts(graph) == ["\"Juan\"", "\"Mei\""])
        #expect(ModelProblems.take().isEmpty)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func theFirstColumnsCellIsItsOwnView() {
        struct Ages: View {
            var body: some View {
                Table(TableTests.people) {
                    TableColumn("Age") { person in Text("\(person.age) years") }
                    TableColumn("Name", value: \.name)
                }
            }
        }
        let graph = mount(Ages())
        #expect(texts(graph) == ["\"30 years\"", "\"41 years\""])
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func explicitRowsAreShownInOrder() {
        struct Explicit: View {
            var body: some View {
                Table(of: Person.self) {
                    TableColumn("Name", value: \.name)
                } rows: {
                    TableRow(TableTests.people[1])
                    ForEach(TableTests.people)
                    if false { TableRow(TableTests.people[0]) }
                }
            }
        }
        let graph = mount(Explicit())
        #expect(texts(graph) == ["\"Mei\"", "\"Juan\"", "\"Mei\""])
    }

    /// Row content of course code's own type is read through its `tableRowBody`.
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func customRowContentIsReadThroughItsBody() {
        struct Everyone: TableRowContent {
            var tableRowBody: some TableRowContent<Person> { ForEach(TableTests.people) { TableRow($0) } }
        }
        struct Custom: View {
            var body: some View {
                Table(of: Person.self) { TableColumn("Name", value: \.name) } rows: { Everyone() }
            }
        }
        #expect(texts(mount(Custom())) == ["\"Juan\"", "\"Mei\""])
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func sortingSelectionAndWidthsReportThemselves() {
        struct Sorted: View {
            @State var order = [KeyPathComparator(\Person.name)]
            @State var chosen: Person.ID?
            var body: some View {
                Table(TableTests.people, selection: $chosen, sortOrder: $order) {
                    TableColumn("Name", value: \.name).width(120)
                    TableColumn("Age", value: \.age) { Text("\($0.age)") }
                }
            }
        }
        _ = ModelProblems.take()
        let graph = mount(Sorted())
        #expect(texts(graph) == ["\"Juan\"", "\"Mei\""])
        let problems = ModelProblems.take()
        #expect(problems.contains { $0.contains("`Table(sortOrder:)` is not modelled") })
        #expect(problems.contains { $0.contains("`Table(selection:)` is not modelled") })
        #expect(problems.contains { $0.contains("`TableColumn.width(_:)` is not modelled") })
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aTableOfATreeShowsItsTopLevelAndReports() {
        struct Node: Identifiable {
            let id: String
            var children: [Node]?
        }
        struct Tree: View {
            var body: some View {
                Table([Node(id: "root", children: [Node(id: "leaf")])], children: \.children) {
                    TableColumn("Name", value: \.id)
                }
            }
        }
        _ = ModelProblems.take()
        #expect(texts(mount(Tree())) == ["\"root\""])
        #expect(ModelProblems.take().contains { $0.contains("`Table(_:children:)` is not modelled") })
    }
}

/// The set algebra of a column's customisation behaviours.
@Suite("Table column customisation behaviour")
struct TableColumnCustomizationBehaviorTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func behavioursFormASet() {
        var behaviour: TableColumnCustomizationBehavior = [.reorder, .resize]
        #expect(behaviour.contains(.reorder) && !behaviour.contains(.visibility))
        #expect(behaviour.insert(.visibility).inserted)
        #expect(behaviour == .all)
        #expect(behaviour.remove(.resize) == .resize)
        #expect(behaviour.remove(.resize) == nil)
        #expect(TableColumnCustomizationBehavior().isEmpty)
        #expect(TableColumnCustomizationBehavior.all.symmetricDifference(.reorder) == [.resize, .visibility])
    }
}
