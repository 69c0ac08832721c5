@testable import SwiftUIModel
import Testing

/// Scene builder and scene modifiers: `if #available` around a scene, and environment written on
/// a scene reaching its window's views.
@Suite("Scene builder and modifiers") @MainActor
struct SceneModifierTests {
    struct ShowsLocale: View {
        @Environment(\.locale) var locale
        var body: some View { Text(locale.identifier) }
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    struct Sample: App {
        var body: some Scene {
            if #available(iOS 17, *) {
                WindowGroup { ShowsLocale() }
                    .environment(\.locale, Locale(identifier: "fr_FR"))
            }
        }
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aSceneInsideIfAvailableIsShownWithItsEnvironment() {
        let graph = mount(_AppRootView(app: Sample()))
        #expect(texts(graph) == ["\"fr_FR\""])
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func anOptionalWithoutASceneHasNoWindow() {
        #expect(SceneRoot.root(of: SceneBuilder.buildOptional(nil)) == nil)
    }
}
