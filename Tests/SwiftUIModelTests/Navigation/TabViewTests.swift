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

    /// Before iOS 26 the bar spans the screen, 49 points tall (openradar 36192254); from iOS 26
    /// it floats, 62 tall and 21 from the screen's sides and bottom (ryanashcraft/FabBar's
    /// replica of the iOS 26 bar).
    @Test func theBarFloatsFromIOS26() {
        func barFrame(on release: Int) -> CGRect? {
            let saved = ModelSettings.current, screen = LayoutViewport.visible
            defer { ModelSettings.current = saved; LayoutViewport.visible = screen }
            ModelSettings.current.platformMajorVersion = release
            LayoutViewport.visible = CGRect(x: 0, y: 0, width: 402, height: 874)
            let graph = mount(Tabs(log: EventLog()))
            let view = find("TabView", in: graph)
            view?.layoutAsRoot(in: CGRect(x: 0, y: 62, width: 402, height: 778))
            return view?.children.last?.frame
        }
        #expect(barFrame(on: 18) == CGRect(x: 0, y: 791, width: 402, height: 49))
        #expect(barFrame(on: 27) == CGRect(x: 21, y: 791, width: 360, height: 62))
    }

    @Test func theBarShowsEachTabWithItsBadge() {
        let graph = mount(Tabs(log: EventLog()))
        let items = find("TabBar", in: graph)?.children ?? []
        #expect(items.map(\.accessibility.label) == ["One", "Two"])
        #expect(items[1].attributes.contains { $0.0 == Attribute.Name.badge && $0.1 == "2" })
    }
}
