import Foundation
@testable import SwiftUIModel
import Testing
import UniformTypeIdentifiersModel

/// What a table's rows can be told that the model does not do (context menus, drags, insertion,
/// disclosure): the rows are still shown, and each reports itself.
@Suite("Table row modifiers") @MainActor
struct TableRowModifiersTests {
    typealias Person = TableTests.Person

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func modifiedRowsAreShownAndReport() {
        struct Modified: View {
            var body: some View {
                Table(of: Person.self) {
                    TableColumn("Name", value: \.name)
                } rows: {
                    ForEach(TableTests.people) { TableRow($0) }
                        .onInsert(of: [.plainText]) { _, _ in }
                    TableRow(TableTests.people[0])
                        .contextMenu { Button("Delete") {} }
                        .itemProvider { nil }
                }
            }
        }
        _ = ModelProblems.take()
        #expect(texts(mount(Modified())) == ["\"Juan\"", "\"Mei\"", "\"Juan\""])
        let problems = ModelProblems.take()
        #expect(problems.contains { $0.contains("`DynamicTableRowContent.onInsert(of:perform:)` is not modelled") })
        #expect(problems.contains { $0.contains("`TableRowContent.contextMenu(menuItems:)` is not modelled") })
        #expect(problems.contains { $0.contains("`TableRowContent.itemProvider(_:)` is not modelled") })
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aDisclosureRowShowsItsOwnRowOnlyAndReports() {
        struct Disclosed: View {
            var body: some View {
                Table(of: Person.self) {
                    TableColumn("Name", value: \.name)
                } rows: {
                    DisclosureTableRow(TableTests.people[0]) {
                        TableRow(TableTests.people[1])
                    }
                }
            }
        }
        _ = ModelProblems.take()
        #expect(texts(mount(Disclosed())) == ["\"Juan\""])
        #expect(ModelProblems.take().contains { $0.contains("`DisclosureTableRow` is not modelled") })
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aColumnsVisibilityReadsAutomaticAndReports() {
        var customization = TableColumnCustomization<Person>()
        _ = ModelProblems.take()
        customization[visibility: "name"] = .hidden
        #expect(customization[visibility: "name"] == .automatic)
        #expect(ModelProblems.take().contains { $0.contains("`TableColumnCustomization.subscript(visibility:)` is not modelled") })
    }
}

/// A table's column customisation in scene or app storage: it compiles, reads its default, and app
/// storage reports that what it writes keeps no columns.
@Suite("Table column customisation storage") @MainActor
struct TableColumnCustomizationStorageTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aCustomisationIsStoredAndAppStorageReports() {
        let storage = SceneStorage<TableColumnCustomization<TableTests.Person>>("tableColumnsTest")
        #expect(storage.wrappedValue == TableColumnCustomization())
        _ = ModelProblems.take()
        let appStorage = AppStorage<TableColumnCustomization<TableTests.Person>>("tableColumnsTest", store: UserDefaults(suiteName: "TableColumnCustomizationStorageTests"))
        #expect(ModelProblems.take().contains { $0.contains("`AppStorage.init(wrappedValue:_:store:)` is not modelled") })
        appStorage.wrappedValue = TableColumnCustomization()
        #expect(appStorage.wrappedValue == TableColumnCustomization())
    }
}
