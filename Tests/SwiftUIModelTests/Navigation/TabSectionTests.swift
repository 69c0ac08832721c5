@testable import SwiftUIModel
import Testing

/// A section of tabs (TabSection.swift) gives the tab bar its tabs and reports that the section and
/// its header are not shown; a tab and a section are their own bodies; the tab view's content has
/// Apple's body; the resource titles with a role make the keyed tab (Tab+Initialisers.swift).
@Suite("Tab sections") @MainActor
struct TabSectionTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aSectionsTabsJoinTheOthersAndTheSectionReportsItself() {
        @TabContentBuilder<Int> func tabs() -> some TabContent<Int> {
            Tab("One", systemImage: "1.circle", value: 1) { Text("one") }
            TabSection("More") {
                Tab("Two", systemImage: "2.circle", value: 2) { Text("two") }
                Tab("Three", systemImage: "3.circle", value: 3) { Text("three") }
            }
        }
        _ = ModelProblems.take()
        #expect(TabContentSpecs.specs(tabs()).map(\.tag) == [1, 2, 3].map { AnyHashable($0) })
        #expect(ModelProblems.take().contains { $0.contains("`TabSection` is not modelled") })
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aSectionOfOptionalValuesAndWithAHeaderTagsItsTabs() {
        @TabContentBuilder<Int?> func tabs() -> some TabContent<Int?> {
            TabSection {
                Tab("One", systemImage: "1.circle", value: 1) { Text("one") }
            } header: {
                Text("Header")
            }
            TabSection(String("Plain")) {
                Tab("Two", systemImage: "2.circle", value: 2) { Text("two") }
            }
        }
        #expect(TabContentSpecs.specs(tabs()).map(\.tag) == [1, 2].map { AnyHashable(Optional($0)) })
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func tabsAndSectionsAreTheirOwnBodies() {
        let tab = Tab("One", systemImage: "1.circle", value: 1) { Text("one") }
        #expect(TabContentSpecs.specs(tab.body).map(\.tag) == [AnyHashable(1)])
        let section = TabSection("S") { tab }
        #expect(TabContentSpecs.specs(section.body).map(\.tag) == [AnyHashable(1)])
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func theTabViewsContentBodyIsTheContent() {
        let content = TabContentBuilder<Int>.Content(content: Tab("One", systemImage: "1.circle", value: 1) { Text("one") })
        #expect((content.body as Any) is PrimitiveViewBody<TabContentBuilder<Int>.Content<Tab<Int, Text, DefaultTabLabel>>>)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aResourceTitleWithARoleReportsOnlyTheRole() {
        _ = ModelProblems.take()
        let plain: Tab<Int?, Text, DefaultTabLabel> = Tab(LocalizedStringResource("Home"), systemImage: "house", value: 1, role: nil) { Text("home") }
        #expect(!ModelProblems.take().contains { $0.contains("Tab.init") })
        let search: Tab<Int?, Text, DefaultTabLabel> = Tab(LocalizedStringResource("Find"), image: "find-art", value: 2, role: .search) { Text("find") }
        #expect(ModelProblems.take().contains { $0.contains("`Tab.init(_:image:value:role:content:)` is not modelled") })
        let specs = TabContentSpecs.specs(plain) + TabContentSpecs.specs(search)
        #expect(specs.map(\.tag) == [1, 2].map { AnyHashable(Optional($0)) })
        #expect(plainTexts(mount(specs[0].label)) == ["Home"])
    }
}
