@testable import CourseCheckKit
import CourseCheckProtocol
import Testing

/// Golden tests: the whole text report of one scenario, as a person reads it.
@Suite("The text report")
struct TextReportTests {
    static let observed = ObservedRun(variant: "default", sections: [
        .init(name: .compiler, lines: ["compiled"]),
        .init(name: .console, steps: [("launch", ["the parent's body"]), ("tap \"Tap\"", ["the parent's body", "Row's body"])]),
        .init(name: .screenAfter("launch"), lines: ["Button x=10 y=20 w=30 h=22", "  Text \"Tap\" font=\"body 17pt\" lines=1 x=10 y=20 w=30 h=22"]),
        .init(name: .screenAfter("tap \"Tap\""), lines: ["Button x=10 y=20 w=30 h=22", "  Text \"Tap\" font=\"body 17pt\" lines=1 x=10 y=20 w=30 h=22"]),
        .init(name: .screen, lines: ["Button x=10 y=20 w=30 h=22", "  Text \"Tap\" font=\"body 17pt\" lines=1 x=10 y=20 w=30 h=22"]),
        .init(name: .accessibility, lines: ["button \"Tap\""]),
        .init(name: .network, lines: []),
        .init(name: .crash, lines: []),
    ])

    static func outcome(failures: [String]) -> ScenarioOutcome {
        let judged = failures.isEmpty ? Verdict.pass : .fail
        let variant = VariantOutcome(variant: "default", verdict: judged, observed: observed, failures: failures,
                                     knownFailureReason: nil, compileSeconds: 1.25, runSeconds: 0.04, cached: false)
        return ScenarioOutcome(id: "46-lesson/E1-rows", path: "lessons/46-lesson/E1-rows.swift", title: "rows",
                               question: "Which bodies run?", claims: ["L46-E1"], verdict: judged, variants: [variant],
                               message: nil, seconds: 1.3)
    }

    @Test func aFailingScenario() throws {
        let file = try ExpectedFile.parse("claims: L46-E1\n-- console exactly\nthe parent's body\nthe parent's body\n", path: "expected/46-lesson/E1-rows.txt")
        let outcome = Self.outcome(failures: Judge.judge(observed: Self.observed, expected: file.variants[0], fileXFail: nil,
                                                         expectedPath: "expected/46-lesson/E1-rows.txt").failures)
        #expect(TextReport.render(outcome) == """
            ━━ 46-lesson/E1-rows · rows ━━ FAIL
               file: lessons/46-lesson/E1-rows.swift
               question: Which bodies run?
               claims: L46-E1
               ── fail (compiled in 1.2 s, ran in 0.04 s)
               compiler
                 compiled
               console
                 [launch]
                 the parent's body
                 [tap "Tap"]
                 the parent's body
                 Row's body
               screen
                 Button x=10 y=20 w=30 h=22
                   Text "Tap" font="body 17pt" lines=1 x=10 y=20 w=30 h=22
               accessibility
                 button "Tap"
               expected/46-lesson/E1-rows.txt:2: observed line not claimed (the section is claimed exactly): Row's body
               --- expected/46-lesson/E1-rows.txt:2 (claimed)
               +++ observed
               @@ console exactly @@
                the parent's body
                the parent's body
               +Row's body
            """)
    }

    @Test func progressAndSummary() {
        let outcome = Self.outcome(failures: [])
        #expect(TextReport.progressLine(outcome) == "✓ 46-lesson/E1-rows  1.3 s")
        #expect(TextReport.summary([outcome], seconds: 2) == "1 scenario: 1 pass; 1 of 1 claims hold; 2.0 s")
    }

    @Test func aSkippedScenarioSaysWhyAndItsClaimsAreNotCountedAsHolding() {
        var skipped = Self.outcome(failures: [])
        skipped.id = "88-hardening/C88-1"
        skipped.claims = ["C88-1"]
        skipped.verdict = .skipped
        skipped.variants[0].verdict = .skipped
        skipped.variants[0].skipReason = "needs private-tmp: /tmp could not be made private"
        #expect(TextReport.render(skipped, showObservation: false).contains("      skipped: needs private-tmp: /tmp could not be made private"))
        #expect(TextReport.summary([Self.outcome(failures: []), skipped], seconds: 2)
                == "2 scenarios: 1 pass, 1 skipped; 1 of 2 claims hold (1 skipped: C88-1); 2.0 s")
        #expect(JUnitReport.render([skipped], seconds: 1).contains("<skipped message=\"needs private-tmp: /tmp could not be made private\"/>"))
        #expect(GitHubAnnotations.render([skipped]).isEmpty, "not a failure to annotate")
    }

    @Test func theReportSaysWhichIsolationWasInForce() {
        var outcome = Self.outcome(failures: [])
        #expect(TextReport.isolationLine([outcome]) == "isolation of runs: none (COURSECHECK_ISOLATION=off)")
        var isolation = Isolation()
        isolation.network = true
        isolation.writes = "scratch"
        isolation.processTree = true
        isolation.limits = .run
        isolation.user = "nobody"
        outcome.variants[0].isolation = isolation
        outcome.variants[0].compileIsolation = Isolation()
        #expect(TextReport.isolationLine([outcome]) == """
            isolation of runs: network off · writes: its own folder only (the rest read-only; /tmp, /var/tmp, /dev/shm private) · own process tree · \
            limits: memory 2 GiB, 256 processes, files of 64 MiB, 60 s of CPU · as nobody
            isolation of compiles: network on · writes: anywhere · no process tree of its own · no limits
            """)
        outcome.variants[0].cached = true
        #expect(TextReport.isolationLine([outcome]) == nil, "nothing ran")
    }
}
