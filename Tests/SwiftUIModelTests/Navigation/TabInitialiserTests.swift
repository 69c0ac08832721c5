@testable import SwiftUIModel
import Testing

/// `Tab`'s other initialisers (Tab+Initialisers.swift): a title with an image of the app's
/// assets, a tab without a label, tabs whose value is an optional's, and tabs with a role, which
/// report themselves.
@Suite("Tab initialisers") @MainActor
struct TabInitialiserTests {
    func reports() -> [String] { ModelProblems.take().filter { $0.contains("Tab.init") } }

    /// The label's texts and images as a mounted label shows them.
    func label(_ spec: TabSpec) -> (texts: [String], image: String?) {
        let graph = mount(spec.label)
        return (texts(graph), first("Image", in: graph)?.content)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func anImageTitleShowsTheTitleAndTheNamedImage() {
        let keyed = TabContentSpecs.specs(Tab("Home", image: "house-art") { Text("home") })
        let titled = TabContentSpecs.specs(Tab(String("Home"), image: "house-art", value: 3) { Text("home") })
        #expect(keyed.count == 1 && titled.count == 1)
        #expect(label(keyed[0]).texts == ["\"Home\""])
        #expect(label(keyed[0]).image?.contains("house-art") == true)
        #expect(label(titled[0]).image?.contains("house-art") == true)
        #expect(titled[0].tag == AnyHashable(3))
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aTabOfAnOptionalSelectionIsTaggedWithTheOptional() {
        @TabContentBuilder<Int?> func tabs() -> some TabContent<Int?> {
            Tab("One", systemImage: "1.circle", value: 1) { Text("one") }
            Tab(String("Two"), image: "two", value: 2) { Text("two") }
            Tab(value: 3) { Text("three") }
            Tab(value: 4) { Text("four") } label: { Text("Four") }
        }
        let specs = TabContentSpecs.specs(tabs())
        #expect(specs.map(\.tag) == [1, 2, 3, 4].map { AnyHashable(Optional($0)) })
        #expect(label(specs[3]).texts == ["\"Four\""])
        #expect(label(specs[2]).texts.isEmpty)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aTabViewSelectsTabsOfAnOptionalValue() {
        struct Tabs: View {
            @State var selection: Int? = 2
            var body: some View {
                TabView(selection: $selection) {
                    Tab("One", systemImage: "1.circle", value: 1) { Text("first") }
                    Tab("Two", systemImage: "2.circle", value: 2) { Text("second") }
                }
            }
        }
        let graph = mount(Tabs())
        #expect(texts(graph).contains("\"second\"") && !texts(graph).contains("\"first\""))
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aTabWithoutALabelOrWithARoleReportsOnlyTheRole() {
        _ = reports()
        _ = Tab { Text("plain") }
        _ = Tab(value: 1) { Text("plain") }
        #expect(reports().isEmpty)
        _ = Tab(role: nil) { Text("search") }
        #expect(reports().count == 1)
        _ = Tab(value: 1, role: nil) { Text("search") }
        #expect(reports().count == 1)
        let optional: Tab<Int?, Text, Text> = Tab(value: 1, role: nil) { Text("search") } label: { Text("Search") }
        #expect(reports().isEmpty)
        #expect(TabContentSpecs.specs(optional).map(\.tag) == [AnyHashable(Optional(1))])
    }
}
