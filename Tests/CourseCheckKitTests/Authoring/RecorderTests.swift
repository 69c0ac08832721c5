@testable import CourseCheckKit
import CourseCheckProtocol
import Foundation
import Testing

@Suite("Recording and reviewing expected files")
struct RecorderTests {
    /// A package folder of its own, with one scenario.
    func package() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("recorder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("lessons/01-a"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("expected/01-a"), withIntermediateDirectories: true)
        try "// claims: L1-A1\nimport SwiftUI\n\nstruct ContentView: View {\n    var body: some View { Text(\"a\") }\n}\n".write(to: root.appendingPathComponent("lessons/01-a/Q1.swift"), atomically: true, encoding: .utf8)
        return root
    }

    func outcome(_ verdict: Verdict) -> ScenarioOutcome {
        let observed = ObservedRun(variant: "default", sections: [
            .init(name: .compiler, lines: ["compiled"]),
            .init(name: .console, steps: [("launch", [])]),
            .init(name: .accessibility, lines: ["text \"a\""]),
            .init(name: .screen, lines: ["Text \"a\" x=1"]),
        ])
        let variant = VariantOutcome(variant: "default", verdict: verdict, observed: observed, failures: [], knownFailureReason: nil,
                                     compileSeconds: 0, runSeconds: 0, cached: true)
        return ScenarioOutcome(id: "01-a/Q1", path: "lessons/01-a/Q1.swift", title: "", question: "", claims: ["L1-A1"],
                               verdict: verdict, variants: [variant], message: nil, seconds: 0)
    }

    @Test func onlyWhatDoesNotPassIsRecorded() {
        #expect(!Recorder.needsRecording(outcome(.pass), all: false))
        #expect(Recorder.needsRecording(outcome(.pass), all: true))
        #expect(Recorder.needsRecording(outcome(.fail), all: false))
        #expect(Recorder.needsRecording(outcome(.missingExpectation), all: false))
        #expect(!Recorder.needsRecording(outcome(.knownFailure), all: true), "a known failure's claims are the lesson's")
    }

    /// With no expected file, nothing curated is lost: the recording is whole, trimmed.
    @Test func aNewFileIsRecordedTrimmedAsAPersonWould() {
        #expect(RecordProposal.make(outcome(.missingExpectation), expectedText: nil, all: false).text == """
            # Recorded from the model's observation: check every line against the lesson text
            # before accepting, and keep only what the lesson claims.
            claims: L1-A1

            -- compiler
            compiled
            -- screen
            Text "a" x=1

            """)
    }

    @Test func acceptShowsTheChangeAndReplacesTheFile() throws {
        let root = try package()
        defer { try? FileManager.default.removeItem(at: root) }
        try "claims: L1-A1\n-- console\nold\n".write(to: root.appendingPathComponent("expected/01-a/Q1.txt"), atomically: true, encoding: .utf8)
        try "claims: L1-A1\n-- console\nnew\n".write(to: root.appendingPathComponent("expected/01-a/Q1.txt.new"), atomically: true, encoding: .utf8)
        try "claims: X\n".write(to: root.appendingPathComponent("expected/01-a/Gone.txt.new"), atomically: true, encoding: .utf8)
        let pending = Recorder.pending(root: root)
        #expect(pending.map(\.path) == ["expected/01-a/Gone.txt.new", "expected/01-a/Q1.txt.new"])
        #expect(pending[0].scenario == nil, "a pending file with no scenario is stale")
        let selected = Recorder.pending(root: root, filter: ScenarioFilter(["L1-A1"]))
        #expect(selected.map(\.path) == ["expected/01-a/Q1.txt.new"])
        #expect(Recorder.change(selected[0], root: root) == """
            --- expected/01-a/Q1.txt
            +++ expected/01-a/Q1.txt.new
            @@ -1,3 +1,3 @@ -- console
             claims: L1-A1
             -- console
            -old
            +new
            """)
        try Recorder.accept(selected[0], root: root)
        #expect(try String(contentsOf: root.appendingPathComponent("expected/01-a/Q1.txt"), encoding: .utf8) == "claims: L1-A1\n-- console\nnew\n")
        try Recorder.reject(pending[0], root: root)
        #expect(Recorder.pending(root: root).isEmpty)
    }

    /// `review`'s answers, change by change: the `.txt` takes what was accepted, the pending file
    /// keeps what was skipped, and what was rejected goes.
    @Test func reviewTakesEachChangeOnItsOwn() throws {
        let root = try package()
        defer { try? FileManager.default.removeItem(at: root) }
        let txt = root.appendingPathComponent("expected/01-a/Q1.txt")
        let new = root.appendingPathComponent("expected/01-a/Q1.txt.new")
        let lines = (1...20).map { "line \($0)" }
        try ("claims: L1-A1\n-- console\n" + lines.joined(separator: "\n") + "\n").write(to: txt, atomically: true, encoding: .utf8)
        var proposed = lines
        proposed[1] = "line two"
        proposed[9] = "line ten"
        proposed[17] = "line eighteen"
        try ("claims: L1-A1\n-- console\n" + proposed.joined(separator: "\n") + "\n").write(to: new, atomically: true, encoding: .utf8)
        let pending = Recorder.pending(root: root)[0]
        let diff = Recorder.diff(pending, root: root)
        #expect(diff.changes.count == 3)
        #expect(try Recorder.decide(pending, [.accept, .reject, .skip], root: root), "the skipped change stays pending")
        let kept = try String(contentsOf: txt, encoding: .utf8)
        #expect(kept.contains("line two") && !kept.contains("line ten") && !kept.contains("line eighteen") && kept.hasSuffix("line 20\n"))
        let left = Recorder.diff(pending, root: root)
        #expect(left.changes.count == 1)
        #expect(left.hunksPerChange()[0].lines.contains("+line eighteen"))
        #expect(try !Recorder.decide(pending, [.accept], root: root), "nothing left pending")
        #expect(try String(contentsOf: txt, encoding: .utf8).contains("line eighteen"))
        #expect(!FileManager.default.fileExists(atPath: new.path))
    }

    @Test func newWritesAScenarioAndItsExpectedFileButNeverOverwrites() throws {
        let root = try package()
        defer { try? FileManager.default.removeItem(at: root) }
        let created = try Scaffold.create(lesson: "02-b", slug: "F1-thing", claims: ["L2-F1"], root: root)
        #expect(created.scenario == "lessons/02-b/F1-thing.swift")
        let (header, _) = try HeaderParser.parse(try String(contentsOf: root.appendingPathComponent(created.scenario), encoding: .utf8), path: created.scenario)
        #expect(header.claims == ["L2-F1"])
        #expect(try ExpectedFile.parse(try String(contentsOf: root.appendingPathComponent(created.expected), encoding: .utf8), path: created.expected).claims == ["L2-F1"])
        #expect(throws: HarnessError.self) { try Scaffold.create(lesson: "02-b", slug: "F1-thing", claims: [], root: root) }
        #expect(throws: HarnessError.self) { try Scaffold.create(lesson: "../x", slug: "y", claims: [], root: root) }
    }

    /// `new --claims` adds a row to fill in for each ID the catalog lacks, after its last row.
    @Test func newAddsTheClaimsToTheCatalog() throws {
        let root = try package()
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = root.appendingPathComponent(ClaimCatalog.path)
        try "# Claims\n\n| ID | claim |\n|---|---|\n| L1-A1 | a claim |\n\nMore prose.\n".write(to: catalog, atomically: true, encoding: .utf8)
        let created = try Scaffold.create(lesson: "02-b", slug: "F1-thing", claims: ["L1-A1", "L2-F1"], root: root)
        #expect(created.catalogRows == ["L2-F1"])
        #expect(try String(contentsOf: catalog, encoding: .utf8) == """
            # Claims

            | ID | claim |
            |---|---|
            | L1-A1 | a claim |
            | L2-F1 | \(Scaffold.catalogPlaceholder) |

            More prose.

            """)
        #expect(try ClaimCatalog.load(root: root)?.unknown(["L2-F1"]) == [])
        #expect(throws: HarnessError.self) { try Scaffold.create(lesson: "02-b", slug: "F2", claims: ["not an id"], root: root) }
    }
}
