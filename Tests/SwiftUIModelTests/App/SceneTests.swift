@testable import SwiftUIModel
import Testing

/// An app's scene: the first WindowGroup's content is what the app shows.
@Suite("Scenes") @MainActor
struct SceneTests {
    struct Sample: App {
        var body: some Scene {
            WindowGroup { Text("first") }
            WindowGroup(id: "second") { Text("second") }
        }
    }

    @Test func theFirstWindowGroupIsShown() {
        let graph = mount(_AppRootView(app: Sample()))
        #expect(texts(graph) == ["\"first\""])
    }
}
