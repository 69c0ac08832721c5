import CourseCheckKit
import ProbeSupport
import Testing

/// `@Entry` in `extension EnvironmentValues`: a key whose default is read where nothing set it,
/// and whose value flows down from `environment(_:_:)`.
@Suite("@Entry")
struct EntryMacroTests {
    @Test func anEntryHasItsDefaultUntilAnAncestorSetsIt() async throws {
        let code = """
            extension EnvironmentValues {
                @Entry var accent: String = "plain"
            }

            struct Label: View {
                @Environment(\\.accent) private var accent
                var body: some View { Text(accent) }
            }

            struct ContentView: View {
                var body: some View {
                    VStack {
                        Label()
                        Label().environment(\\.accent, "bold")
                    }
                }
            }
            """
        let run = try await Probe.run(code)
        #expect(run.texts(afterStep: 0) == ["\"plain\"", "\"bold\""])
    }
}
