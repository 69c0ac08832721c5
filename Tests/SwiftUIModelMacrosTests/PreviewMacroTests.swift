import CourseCheckKit
import ProbeSupport
import Testing

/// `#Preview` and `@Previewable`, expanded by the macro plugin the harness builds and run by the
/// host's `preview` steps: a preview is found by its name, an unnamed one by `preview`, and a
/// `@Previewable` state is a real binding.
@Suite("#Preview and @Previewable", .serialized)
struct PreviewMacroTests {
    @Test func aPreviewIsFoundByItsName() async throws {
        let code = """
            #Preview { Text("unnamed") }
            #Preview("Card") { Text("card") }
            """
        let run = try await Probe.run(code, header: "// step: preview\n// step: preview \"Card\"\n// step: preview \"Other\"")
        #expect(run.texts(afterStep: 0) == ["\"unnamed\""])
        #expect(run.texts(afterStep: 1) == ["\"card\""])
        #expect(run.lines(.problems).contains { $0.hasPrefix("no #Preview named \"Other\"; the scenario has: (unnamed), \"Card\"") })
    }

    @Test func aPreviewableStateIsABinding() async throws {
        let code = """
            #Preview {
                @Previewable @State var count = 1
                Button("Add") { count += 1 }
                Text("count \\(count)")
            }
            """
        let run = try await Probe.run(code, header: "// step: preview\n// step: tap \"Add\"")
        #expect(run.texts(afterStep: 0).contains("\"count 1\""))
        #expect(run.texts(afterStep: 1).contains("\"count 2\""))
    }

    @Test func aPreviewWithTraitsIsShownAndReportsTheTraits() async throws {
        let code = """
            #Preview("Wide", traits: .landscapeLeft, .sizeThatFitsLayout) { Text("wide") }
            #Preview("Plain") { Text("plain") }
            """
        let run = try await Probe.run(code, header: "// step: preview \"Plain\"\n// step: preview \"Wide\"")
        #expect(run.texts(afterStep: 0) == ["\"plain\""])
        #expect(run.texts(afterStep: 1) == ["\"wide\""])
        #expect(run.lines(.problems).contains { $0.contains("`#Preview(_:traits:_:body:)` is not modelled") })
    }
}
