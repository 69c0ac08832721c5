@testable import SwiftUIModel
import Testing

/// A window group's body is the group itself (Apple's `var body: some Scene`), whose window shows
/// the group's content (WindowGroup.swift).
@Suite("Window group body") @MainActor
struct WindowGroupBodyTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func theBodyShowsTheGroupsContent() {
        let group = WindowGroup { Text("Hello") }
        let root = SceneRoot.root(of: group.body)
        #expect(root.map { plainTexts(mount(AnyView(erasing: $0))) } == ["Hello"])
    }
}
