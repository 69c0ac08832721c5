@testable import CourseCheckKit
import CourseCheckProtocol
import Testing

@Suite("Verdicts")
struct JudgeTests {
    @Test func aSectionCanBeClaimedEqualToAnotherRuns() throws {
        let file = try ExpectedFile.parse("claims: L1-A1\n== variant after\n-- screen same as variant before\n", path: "e.txt")
        let section = file.variants[0].sections[0]
        #expect(section.name == .screen)
        #expect(section.sameAsVariant == "before")
        let before = ObservedRun(variant: "before", sections: [.init(name: .screen, lines: ["Text \"a\" x=1"])])
        let same = ObservedRun(variant: "after", sections: [.init(name: .screen, lines: ["Text \"a\" x=1"])])
        let moved = ObservedRun(variant: "after", sections: [.init(name: .screen, lines: ["Text \"a\" x=2"])])
        #expect(Judge.judge(observed: same, expected: file.variants[0], fileXFail: nil, expectedPath: "e.txt", others: ["before": before]).verdict == .pass)
        #expect(Judge.judge(observed: moved, expected: file.variants[0], fileXFail: nil, expectedPath: "e.txt", others: ["before": before]).verdict == .fail)
    }

    @Test func knownFailuresAreNeverPasses() throws {
        let file = try ExpectedFile.parse("claims: L1-A1\nxfail: the model has no symbols yet\n-- console\nhello\n", path: "e.txt")
        let seen = ObservedRun(variant: "default", sections: [.init(name: .console, steps: [("launch", ["bye"])])])
        let judgement = Judge.judge(observed: seen, expected: file.variants[0], fileXFail: file.xfail, expectedPath: "e.txt")
        #expect(judgement.verdict == .knownFailure)
        #expect(judgement.knownFailureReason == "the model has no symbols yet")
        let passing = ObservedRun(variant: "default", sections: [.init(name: .console, lines: ["hello"])])
        #expect(Judge.judge(observed: passing, expected: file.variants[0], fileXFail: file.xfail, expectedPath: "e.txt").verdict == .unexpectedPass)
    }

    @Test func aSectionTheRunDidNotProduceIsAFailureAtItsLine() throws {
        let file = try ExpectedFile.parse("claims: L1-A1\n\n-- tests\n✓ works(): passed…\n", path: "expected/x.txt")
        let seen = ObservedRun(variant: "default", sections: [.init(name: .compiler, lines: ["compiled"])])
        let judgement = Judge.judge(observed: seen, expected: file.variants[0], fileXFail: nil, expectedPath: "expected/x.txt")
        #expect(judgement.verdict == .fail)
        #expect(judgement.failures == ["expected/x.txt:3: -- tests: nothing like that was observed; the report has: compiler"])
    }

    @Test func problemsTheFileDoesNotClaimFailTheRun() throws {
        let seen = ObservedRun(variant: "default", sections: [.init(name: .console, lines: ["hello"]),
                                                              .init(name: .problems, lines: ["`.refreshable` is not modelled: the action never runs"])])
        let unclaimed = try ExpectedFile.parse("claims: L1-A1\n-- console\nhello\n", path: "e.txt")
        let judgement = Judge.judge(observed: seen, expected: unclaimed.variants[0], fileXFail: nil, expectedPath: "e.txt")
        #expect(judgement.verdict == .fail)
        #expect(judgement.failures == ["e.txt:2: the run met problems the expected file does not claim (claim them under `-- problems` if the lesson expects them):\n  `.refreshable` is not modelled: the action never runs"])
        let claimed = try ExpectedFile.parse("claims: L1-A1\n-- console\nhello\n-- problems\n`.refreshable` is not modelled…\n", path: "e.txt")
        #expect(Judge.judge(observed: seen, expected: claimed.variants[0], fileXFail: nil, expectedPath: "e.txt").verdict == .pass)
    }

    /// The cases: a script's fatalError and an app's index out of range passed as long as
    /// the claims that were written held.
    @Test func aCrashTheFileDoesNotClaimFailsTheRunAtItsStep() throws {
        var seen = ObservedRun(variant: "default", sections: [.init(name: .console, steps: [("launch", []), ("tap \"Go\"", [])]),
                                                              .init(name: .crash, lines: ["Swift/Array.swift:1: Fatal error: Index out of range"])])
        seen.ending = RunEnding(kind: .crashed, step: "tap \"Go\"", detail: "Swift/Array.swift:1: Fatal error: Index out of range")
        let unclaimed = try ExpectedFile.parse("claims: L1-A1\n-- console\n[launch]\n", path: "e.txt")
        let judgement = Judge.judge(observed: seen, expected: unclaimed.variants[0], fileXFail: nil, expectedPath: "e.txt")
        #expect(judgement.verdict == .fail)
        #expect(judgement.failures == ["e.txt:2: the expected file claims no crash, but the program crashed during step `tap \"Go\"`: Swift/Array.swift:1: Fatal error: Index out of range (claim it under `-- crash` if the lesson expects it)"])
        #expect(judgement.unmet.map(\.kind) == [.unclaimedCrash])
        let claimed = try ExpectedFile.parse("claims: L1-A1\n-- crash\n…Index out of range\n", path: "e.txt")
        #expect(Judge.judge(observed: seen, expected: claimed.variants[0], fileXFail: nil, expectedPath: "e.txt").verdict == .pass)
        // A run stopped by the harness (a limit) says so among its problems, which are claimed.
        seen.ending?.kind = .stopped
        seen.sections.append(.init(name: .problems, lines: ["stopped: memory limit of 2 GiB reached"]))
        let stopped = try ExpectedFile.parse("claims: L1-A1\n-- problems\nstopped: memory limit of 2 GiB reached\n", path: "e.txt")
        #expect(Judge.judge(observed: seen, expected: stopped.variants[0], fileXFail: nil, expectedPath: "e.txt").verdict == .pass)
    }
}
