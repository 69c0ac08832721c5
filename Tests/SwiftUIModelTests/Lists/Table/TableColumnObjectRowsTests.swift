import Foundation
@testable import SwiftUIModel
import Testing

/// Columns of a table whose rows are `NSObject`s, which sort by a `SortDescriptor`: the column
/// shows its cells as any column does (the compact table is a list of the first column's cells),
/// and the initialiser reports that it keeps no sort descriptor.
@Suite("Table columns of NSObject rows") @MainActor
struct TableColumnObjectRowsTests {
    final class Book: NSObject, Identifiable {
        let id: Int
        let title: String
        let subtitle: String?
        let pages: Int
        let isRead: Bool
        init(id: Int, title: String, subtitle: String? = nil, pages: Int, isRead: Bool) {
            self.id = id
            self.title = title
            self.subtitle = subtitle
            self.pages = pages
            self.isRead = isRead
        }
    }

    static let books = [Book(id: 1, title: "Emma", pages: 474, isRead: true),
                        Book(id: 2, title: "Persuasion", subtitle: "A Novel", pages: 249, isRead: false)]

    @available(*, deprecated, message: "tests API whose availability is data")
    struct Titles: View {
        @State var order: [SortDescriptor<Book>] = []
        var body: some View {
            Table(TableColumnObjectRowsTests.books, sortOrder: $order) {
                TableColumn("Title", value: \.title)
                TableColumn("Read", value: \.isRead) { Text($0.isRead ? "read" : "unread") }
            }
        }
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aStringColumnShowsItsStringsAndReportsItsSortDescriptor() {
        _ = ModelProblems.take()
        let graph = mount(Titles())
        #expect(isShown("List", in: graph))
        #expect(texts(graph) == ["\"Emma\"", "\"Persuasion\""])
        let problems = ModelProblems.take()
        #expect(problems.contains { $0.contains("`TableColumn.init(_:value:comparator:)` is not modelled: the column keeps no sort descriptor") })
        #expect(problems.contains { $0.contains("`TableColumn.init(_:value:content:)` is not modelled") })
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aValueColumnShowsItsContent() {
        struct Pages: View {
            @State var order: [SortDescriptor<Book>] = []
            var body: some View {
                Table(TableColumnObjectRowsTests.books, sortOrder: $order) {
                    TableColumn(Text("Pages"), value: \.pages) { Text("\($0.pages) pages") }
                    TableColumn(verbatimTitle, value: \.subtitle) { Text($0.subtitle ?? "none") }
                }
            }
            var verbatimTitle: String { "Subtitle" }
        }
        _ = ModelProblems.take()
        #expect(texts(mount(Pages())) == ["\"474 pages\"", "\"249 pages\""])
        #expect(ModelProblems.take().contains { $0.contains("`TableColumn.init(_:value:content:)` is not modelled") })
    }

    /// An optional string's column is the `SortDescriptor` one (its type says so), without one.
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func anOptionalStringColumnSortsByNoDescriptor() {
        _ = ModelProblems.take()
        let column: TableColumn<Book, SortDescriptor<Book>, Text, Text> = TableColumn("Subtitle", value: \.subtitle) { Text($0.subtitle ?? "none") }
        #expect(column.comparator == nil)
        #expect(ModelProblems.take().contains { $0.contains("`TableColumn.init(_:value:comparator:content:)` is not modelled") })
        struct Subtitles: View {
            @State var order: [SortDescriptor<Book>] = []
            var body: some View {
                Table(TableColumnObjectRowsTests.books, sortOrder: $order) {
                    TableColumn("Subtitle", value: \.subtitle) { Text($0.subtitle ?? "none") }
                }
            }
        }
        #expect(texts(mount(Subtitles())) == ["\"none\"", "\"A Novel\""])
    }
}
