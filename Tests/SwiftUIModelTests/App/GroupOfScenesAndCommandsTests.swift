@testable import SwiftUIModel
import Testing

/// A `Group` of scenes or of commands gathers them without changing them: the app launches the
/// window inside it, a scene's commands see its menus.
@Suite("Group of scenes and commands") @MainActor
struct GroupOfScenesAndCommandsTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    struct Sample: App {
        var body: some Scene {
            Group {
                WindowGroup { Text("inside the group") }
            }
        }
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func theAppLaunchesTheWindowInsideAGroup() {
        let graph = mount(_AppRootView(app: Sample()))
        #expect(texts(graph) == ["\"inside the group\""])
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @CommandsBuilder func grouped() -> some Commands {
        Group {
            CommandMenu("Tools") { Text("a") }
            CommandMenu("View") { Text("b") }
        }
        CommandMenu("Help") { Text("c") }
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aGroupOfCommandsKeepsItsMenusInOrder() {
        #expect(CommandsStructure.entries(of: grouped()) == [.menu(title: "Tools"), .menu(title: "View"), .menu(title: "Help")])
    }
}
