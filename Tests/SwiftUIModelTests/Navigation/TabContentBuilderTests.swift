@testable import SwiftUIModel
import Testing

/// The tab builder: blocks of tabs, `if`, `if`/`else` and `if #available` make the tabs whose
/// branches were taken, in order.
@Suite("TabContentBuilder") @MainActor
struct TabContentBuilderTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @TabContentBuilder<Int> func tabs(second: Bool, third: Bool) -> some TabContent<Int> {
        Tab("One", systemImage: "1.circle", value: 1) { Text("one") }
        if second {
            Tab("Two", systemImage: "2.circle", value: 2) { Text("two") }
        }
        if third {
            Tab("Three", systemImage: "3.circle", value: 3) { Text("three") }
        } else {
            Tab("Four", systemImage: "4.circle", value: 4) { Text("four") }
        }
        if #available(iOS 18, *) {
            Tab("Five", systemImage: "5.circle", value: 5) { Text("five") }
        }
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func theTakenBranchesMakeTheTabsInOrder() {
        #expect(TabContentSpecs.specs(tabs(second: true, third: true)).map { $0.tag as? Int } == [1, 2, 3, 5])
        #expect(TabContentSpecs.specs(tabs(second: false, third: false)).map { $0.tag as? Int } == [1, 4, 5])
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func anyTabContentKeepsItsTab() {
        let erased = AnyTabContent(Tab("Solo", systemImage: "star", value: 7) { Text("solo") })
        #expect(TabContentSpecs.specs(erased).map { $0.tag as? Int } == [7])
    }
}
