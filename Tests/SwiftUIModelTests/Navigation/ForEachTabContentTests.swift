@testable import SwiftUIModel
import Testing

/// `ForEach` of tabs (iOS 18): one tab per element, in the collection's order, in a tab view's
/// builder as on its own.
@Suite("ForEach of tabs") @MainActor
struct ForEachTabContentTests {
    struct Place: Identifiable { let id: Int; let name: String }

    @available(*, deprecated, message: "tests API whose availability is data")
    @TabContentBuilder<Int> func tabs(_ places: [Place]) -> some TabContent<Int> {
        Tab("Home", systemImage: "house", value: 0) { Text("home") }
        ForEach(places) { place in
            Tab(place.name, systemImage: "mappin", value: place.id) { Text(place.name) }
        }
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func identifiableElementsMakeOneTabEachInOrder() {
        let places = [Place(id: 3, name: "Lisbon"), Place(id: 1, name: "Oslo")]
        #expect(TabContentSpecs.specs(tabs(places)).map { $0.tag as? Int } == [0, 3, 1])
        #expect(TabContentSpecs.specs(tabs([])).map { $0.tag as? Int } == [0])
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aRangeAndAnIDKeyPathMakeTabsToo() {
        let range = ForEach(0..<3) { index in Tab("\(index)", systemImage: "star", value: index * 10) { Text("x") } }
        #expect(TabContentSpecs.specs(range).map { $0.tag as? Int } == [0, 10, 20])
        let keyed = ForEach(["a", "b"], id: \.self) { name in Tab(name, systemImage: "star", value: name) { Text(name) } }
        #expect(TabContentSpecs.specs(keyed).map { $0.tag as? String } == ["a", "b"])
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func optionalSelectionValuesTagEachTab() {
        @TabContentBuilder<Int?> func optionalTabs() -> some TabContent<Int?> {
            ForEach(0..<2) { index in Tab("\(index)", systemImage: "star", value: index as Int?) { Text("x") } }
        }
        #expect(TabContentSpecs.specs(optionalTabs()).map { $0.tag as? Int? } == [0, 1])
    }
}
