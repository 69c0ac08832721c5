@testable import SwiftUIModel
import Testing

/// Commands: the builder composes menus and groups with Apple's overloads; a scene's commands are
/// built, reported as not shown, and leave the window's content as it is.
@Suite("Commands") @MainActor
struct CommandsTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    struct AppCommands: Commands {
        var debug: Bool
        var body: some Commands {
            CommandMenu("Tools") { Button("Run") {} }
            CommandGroup(after: .newItem) { Button("New Window") {} }
            if debug {
                CommandMenu(Text("Debug")) { Text("Log") }
            }
        }
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @CommandsBuilder func choice(_ first: Bool) -> some Commands {
        if first {
            CommandMenu("First") { Text("a") }
        } else {
            CommandGroup(replacing: .help) { Text("b") }
        }
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @CommandsBuilder func nothing() -> some Commands {}

    @available(*, deprecated, message: "tests API whose availability is data")
    @CommandsBuilder func ten() -> some Commands {
        CommandMenu("1") {}; CommandMenu("2") {}; CommandMenu("3") {}; CommandMenu("4") {}; CommandMenu("5") {}
        CommandMenu("6") {}; CommandMenu("7") {}; CommandMenu("8") {}; CommandMenu("9") {}; CommandMenu("10") {}
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aBlockComposesItsCommandsInOrder() {
        #expect(CommandsStructure.entries(of: AppCommands(debug: true)) == [
            .menu(title: "Tools"), .group(position: .after, placement: "newItem"), .menu(title: "Debug"),
        ])
        #expect(CommandsStructure.entries(of: AppCommands(debug: false)) == [
            .menu(title: "Tools"), .group(position: .after, placement: "newItem"),
        ])
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func ifElsePicksOneBranch() {
        #expect(CommandsStructure.entries(of: choice(true)) == [.menu(title: "First")])
        #expect(CommandsStructure.entries(of: choice(false)) == [.group(position: .replacing, placement: "help")])
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func emptyAndTenfoldBlocks() {
        #expect(CommandsStructure.entries(of: nothing()).isEmpty)
        #expect(CommandsStructure.entries(of: ten()).map { if case .menu(let title) = $0 { title } else { "" } }
            == (1...10).map(String.init))
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func limitedAvailabilityKeepsTheCommands() {
        let erased = CommandsBuilder.buildLimitedAvailability(CommandMenu("Later") {} as any Commands)
        #expect(CommandsStructure.entries(of: erased) == [.menu(title: "Later")])
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func standardCommandsReportThatTheirItemsAreNotBuilt() {
        _ = ModelProblems.take()
        #expect(CommandsStructure.entries(of: SidebarCommands()).isEmpty)
        #expect(ModelProblems.take().contains { $0.contains("`SidebarCommands` is not modelled") })
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    struct Sample: App {
        var body: some Scene {
            WindowGroup { Text("window") }
                .commands {
                    CommandMenu("Tools") { Button("Run") {} }
                    TextEditingCommands()
                }
        }
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aScenesCommandsAreReportedAndItsWindowIsShown() {
        _ = ModelProblems.take()
        let graph = mount(_AppRootView(app: Sample()))
        #expect(texts(graph) == ["\"window\""])
        let reports = ModelProblems.take()
        #expect(reports.contains { $0.contains("`Scene.commands(content:)` is not modelled") })
        #expect(reports.contains { $0.contains("`TextEditingCommands` is not modelled") })
    }
}
