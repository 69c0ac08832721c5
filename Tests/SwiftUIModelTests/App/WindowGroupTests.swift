@testable import SwiftUIModel
import Testing

/// Window groups: the escaping initialisers make the content when the window is shown; a group
/// that presents a value shows its content with no value, or the default one.
@Suite("WindowGroup") @MainActor
struct WindowGroupTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func makeContentRunsWhenTheWindowIsShown() {
        var made = 0
        let group = WindowGroup(id: "main", makeContent: { made += 1; return Text("made") })
        #expect(made == 0)
        let graph = mount(AnyView(erasing: SceneRoot.root(of: group)!))
        #expect(made == 1)
        #expect(texts(graph) == ["\"made\""])
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aPresentingGroupShowsNoValue() {
        let group = WindowGroup(for: String.self) { $value in Text(value ?? "none") }
        let graph = mount(AnyView(erasing: SceneRoot.root(of: group)!))
        #expect(texts(graph) == ["\"none\""])
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aPresentingGroupWithADefaultShowsItAndKeepsWhatItsContentWrites() {
        let group = WindowGroup("Notes", id: "note", for: Int.self) { $count in
            Button("Count \(count)") { count += 1 }
        } defaultValue: { 3 }
        let graph = mount(AnyView(erasing: SceneRoot.root(of: group)!))
        tap("Count 3", in: graph)
        #expect(texts(graph) == ["\"Count 4\""])
    }
}
