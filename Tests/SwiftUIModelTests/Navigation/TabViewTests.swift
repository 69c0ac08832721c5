import CourseCheckProtocol
import Foundation
@testable import SwiftUIModel
import Testing

@Suite("Tab view")
@MainActor
struct TabViewTests {
    struct Tabs: View {
        let log: EventLog
        @State private var selection = "a"
        var body: some View {
            TabView(selection: $selection) {
                Text("First").onAppear { log.record("first appears") }.onDisappear { log.record("first disappears") }
                    .tabItem { Text("One") }.tag("a")
                Text("Second").onAppear { log.record("second appears") }
                    .tabItem { Text("Two") }.tag("b").badge(2)
            }
        }
    }

    @Test func onlyTheSelectedTabIsOnScreen() {
        let log = EventLog()
        let graph = mount(Tabs(log: log))
        #expect(log.take() == ["first appears"])
        #expect(texts(graph).contains("\"First\"") && !texts(graph).contains("\"Second\""))
        tap("Two", in: graph)
        #expect(Set(log.take()) == ["first disappears", "second appears"])
        #expect(texts(graph).contains("\"Second\""))
    }

    @Test func theBarShowsEachTabWithItsBadge() {
        let graph = mount(Tabs(log: EventLog()))
        let items = find("TabBar", in: graph)?.children ?? []
        #expect(items.map(\.accessibility.label) == ["One", "Two"])
        #expect(items[1].attributes.contains { $0.0 == Attribute.Name.badge && $0.1 == "2" })
    }
}
