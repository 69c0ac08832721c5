@testable import CourseCheckKit
import CourseCheckProtocol
import Testing

/// Golden tests: the whole rendered diff, as a person reads it.
@Suite("The diff of a claim that does not hold")
struct ClaimDiffTests {
    func render(_ section: ExpectedFile.Section, _ observed: ObservedRun.Section) -> String {
        ClaimDiff.render(SectionComparison(claimed: section, observed: observed), expectedPath: "expected/L/Q.txt")
    }

    /// An `exactly` claim of `compiled` against a note, `compiled` and a warning: the note is left
    /// out, `compiled` matched, and only the warning is extra (the diff once printed `+compiled`).
    @Test func onlyTheUnclaimedLineIsExtra() {
        let observed = ObservedRun.Section(name: .compiler, lines: ["3:1 note: x", "compiled", "4:2 warning: y"])
        #expect(render(claimed(["compiled"], section: .compiler, exactly: true), observed) == """
            expected/L/Q.txt:1: observed line not claimed (the section is claimed exactly): 4:2 warning: y
            --- expected/L/Q.txt:1 (claimed)
            +++ observed
            @@ compiler exactly @@
             compiled
            +4:2 warning: y
            """)
    }

    @Test func everyUnmetClaimIsNamedWithItsLine() {
        let observed = console([("launch", ["a", "b"]), ("tap \"T\"", ["c"])])
        #expect(render(claimed(["a", "missing one", "b", "! c", "gone"]), observed) == """
            expected/L/Q.txt:3: claimed line not observed: missing one
            expected/L/Q.txt:5: claimed absent, but observed: c
            expected/L/Q.txt:6: claimed line not observed: gone
            --- expected/L/Q.txt:1 (claimed)
            +++ observed
            @@ console @@
             a
            -missing one
             b
            -! c
            +c
            -gone
            +[tap "T"]
            """)
    }

    @Test func foundLinesFarFromAChangeAreFolded() {
        let lines = (1...12).map { "line \($0)" }
        var observed = lines
        observed[6] = "line seven"
        #expect(render(claimed(lines, exactly: true), ObservedRun.Section(name: .console, lines: observed)) == """
            expected/L/Q.txt:8: claimed line not observed: line 7
            --- expected/L/Q.txt:1 (claimed)
            +++ observed
            @@ console exactly @@
             … (3 claimed lines as observed)
             line 4
             line 5
             line 6
            -line 7
            +line seven
             line 8
             line 9
             line 10
             … (2 claimed lines as observed)
            """)
    }

    @Test func aMissingClaimAtTheEndSaysSo() {
        let observed = console([("run", ["metric"])])
        #expect(render(claimed(["metric", "imperial"]), observed) == """
            expected/L/Q.txt:3: claimed line not observed: imperial
            --- expected/L/Q.txt:1 (claimed)
            +++ observed
            @@ console @@
             metric
            -imperial
            +(nothing more was observed)
            """)
    }
}
