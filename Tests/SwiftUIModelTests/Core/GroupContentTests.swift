@testable import SwiftUIModel
import Testing

/// A group of tabs or of toolbar items (Group+Content.swift): the tab view and the toolbar see
/// through it to its members, in order.
@Suite("Group of tabs and toolbar items") @MainActor
struct GroupContentTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @TabContentBuilder<Int> func tabs() -> some TabContent<Int> {
        Tab("One", systemImage: "1.circle", value: 1) { Text("one") }
        Group {
            Tab("Two", systemImage: "2.circle", value: 2) { Text("two") }
            Tab("Three", systemImage: "3.circle", value: 3) { Text("three") }
        }
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aGroupOfTabsGivesItsTabsInOrder() {
        #expect(TabContentSpecs.specs(tabs()).map { $0.tag as? Int } == [1, 2, 3])
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @ToolbarContentBuilder func items() -> some ToolbarContent {
        Group {
            ToolbarItem(placement: .topBarLeading) { Text("Left") }
            ToolbarItem(placement: .topBarTrailing) { Text("Right") }
        }
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aGroupOfToolbarItemsGivesItsItems() {
        #expect(ToolbarFlattening.items(items()).map(\.placement) == [ToolbarItemPlacement.topBarLeading.name, ToolbarItemPlacement.topBarTrailing.name])
    }

    @Test func aGroupOfViewsStillShowsItsViews() {
        #expect(texts(mount(VStack { Group { Text("a"); Text("b") } })) == ["\"a\"", "\"b\""])
    }
}
