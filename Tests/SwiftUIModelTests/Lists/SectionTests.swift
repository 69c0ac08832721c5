import Foundation
@testable import SwiftUIModel
import Testing

/// iOS 17's collapsible sections: collapsed, a section shows its header and not its content.
@Suite("Collapsible sections") @MainActor
struct SectionTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    struct Collapsible: View {
        @State var expanded = false
        var body: some View {
            VStack {
                Button("Toggle") { expanded.toggle() }
                List {
                    Section("Fruit", isExpanded: $expanded) { Text("Apple") }
                    Section(isExpanded: .constant(true)) { Text("Carrot") } header: { Text("Vegetables") }
                }
            }
        }
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aCollapsedSectionShowsItsHeaderButNotItsRows() {
        _ = ModelProblems.take()
        let graph = mount(Collapsible())
        #expect(!texts(graph).contains("\"Apple\""))
        #expect(texts(graph).contains("\"Carrot\""))
        #expect(texts(graph).contains { $0.localizedCaseInsensitiveContains("Fruit") })
        tap("Toggle", in: graph)
        #expect(texts(graph).contains("\"Apple\""))
        tap("Toggle", in: graph)
        #expect(!texts(graph).contains("\"Apple\""))
        // Outside a sidebar list there is no disclosure indicator to miss.
        #expect(ModelProblems.take().isEmpty)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func inASidebarListTheMissingDisclosureIndicatorReportsItself() {
        _ = ModelProblems.take()
        _ = mount(List { Section("Fruit", isExpanded: .constant(true)) { Text("Apple") } }.listStyle(.sidebar))
        #expect(ModelProblems.take().contains { $0.contains("in a sidebar list") })
    }
}
