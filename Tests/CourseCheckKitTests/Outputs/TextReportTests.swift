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

    static func failing() throws -> ScenarioOutcome {
        let file = try ExpectedFile.parse("claims: L46-E1\n-- console exactly\nthe parent's body\nthe parent's body\n", path: "expected/46-lesson/E1-rows.txt")
        let judgement = Judge.judge(observed: Self.observed, expected: file.variants[0], fileXFail: nil, expectedPath: "expected/46-lesson/E1-rows.txt")
        var outcome = Self.outcome(failures: judgement.failures)
        outcome.variants[0].unmet = judgement.unmet
        return outcome
    }

    /// What does not hold comes first, and alone: the observation waits for `--verbose`.
    @Test func aFailingScenario() throws {
        #expect(TextReport.render(try Self.failing()) == """
            ━━ 46-lesson/E1-rows · rows ━━ FAIL
               question: Which bodies run?
               file: lessons/46-lesson/E1-rows.swift · claims: L46-E1
               ── fail (compiled in 1.2 s, ran in 0.04 s)
               expected/46-lesson/E1-rows.txt:2: observed line not claimed (the section is claimed exactly): Row's body
               --- expected/46-lesson/E1-rows.txt:2 (claimed)
               +++ observed
               @@ console exactly @@
                the parent's body
                the parent's body
               +Row's body
            """)
    }

    @Test func theObservationUnderVerbose() throws {
        #expect(TextReport.render(try Self.failing(), verbose: true).hasSuffix("""
               +Row's body
               ── observed
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
            """))
    }

    /// A compile that fails names each error at the scenario's path, where editors jump.
    @Test func compilerErrorsAtTheScenariosPath() throws {
        #expect(TextReport.located("26:42 error: cannot find 'x' in scope", scenarioPath: "lessons/08-a/F1.swift")
                == "lessons/08-a/F1.swift:26:42: error: cannot find 'x' in scope")
        #expect(TextReport.located("Card.swift:3:1 warning: unused", scenarioPath: "lessons/08-a/T1-card")
                == "lessons/08-a/T1-card/Card.swift:3:1: warning: unused")
        #expect(TextReport.located("main.swift:12:16 error: e", scenarioPath: "lessons/46-a/D8.swift") == "lessons/46-a/D8.swift:12:16: error: e")
        #expect(TextReport.located("CourseCheckDriver.swift:2:1 error: e", scenarioPath: "lessons/46-a/D8.swift") == "CourseCheckDriver.swift:2:1 error: e")
        #expect(TextReport.located("compiled", scenarioPath: "lessons/08-a/F1.swift") == "compiled")
        let observed = ObservedRun(variant: "default", sections: [.init(name: .compiler, lines: ["failed", "26:42 error: cannot find 'x' in scope"])])
        let file = try ExpectedFile.parse("claims: L1-A1\n-- compiler\ncompiled\n", path: "expected/08-a/F1.txt")
        let judgement = Judge.judge(observed: observed, expected: file.variants[0], fileXFail: nil, expectedPath: "expected/08-a/F1.txt")
        var variant = VariantOutcome(variant: "default", verdict: .fail, observed: observed, failures: judgement.failures, knownFailureReason: nil,
                                     compileSeconds: 0, runSeconds: 0, cached: true)
        variant.unmet = judgement.unmet
        #expect(TextReport.compilerMessages(variant, scenarioPath: "lessons/08-a/F1.swift") == ["lessons/08-a/F1.swift:26:42: error: cannot find 'x' in scope"])
    }

    @Test func progressAndSummary() {
        let outcome = Self.outcome(failures: [])
        #expect(TextReport.progressLine(outcome) == "✓ 46-lesson/E1-rows  1.3 s")
        #expect(TextReport.summary([outcome], seconds: 2) == "1 scenario: 1 pass; 1 of 1 claims hold; 2.0 s")
    }

    /// The isolation lines say what the runs and compiles made in this check had: nothing about
    /// runs when none was made (a compile that failed), and no reason that was not given.
    @Test func theReportSaysWhichIsolationWasInForce() {
        var outcome = Self.outcome(failures: [])
        #expect(TextReport.isolationLines(CheckSummary([outcome], seconds: 0)) == ["isolation of runs: none"])
        var isolation = Isolation()
        isolation.network = true
        isolation.writes = "scratch"
        isolation.processTree = true
        isolation.limits = .run
        isolation.user = "nobody"
        outcome.variants[0].isolation = isolation
        outcome.variants[0].compileIsolation = Isolation()
        #expect(TextReport.isolationLines(CheckSummary([outcome], seconds: 0)) == [
            "isolation of runs: network off · writes: its own folder only (the rest read-only, /tmp private) · own process tree · "
                + "limits: memory 2 GiB, 256 processes, files of 64 MiB, 60 s of CPU · as nobody",
            "isolation of compiles: network on · writes: anywhere · no process tree of its own · no limits",
        ])
        var failedCompile = outcome
        failedCompile.variants[0].observed = ObservedRun(variant: "default", sections: [.init(name: .compiler, lines: ["failed"])])
        failedCompile.variants[0].isolation = nil
        #expect(TextReport.isolationLines(CheckSummary([failedCompile], seconds: 0))
                == ["isolation of compiles: network on · writes: anywhere · no process tree of its own · no limits"], "no run was made")
        outcome.variants[0].cached = true
        #expect(TextReport.isolationLines(CheckSummary([outcome], seconds: 0)).isEmpty, "nothing ran")
    }
}
