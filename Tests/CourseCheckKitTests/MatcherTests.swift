import Foundation
@testable import CourseCheckKit
import Testing

@Suite("Matching claims against observations")
struct MatcherTests {
    @Test(arguments: [
        ("Text \"Hello\"", "  Text \"Hello\" font=\"body 17pt\" x=16 y=62 w=40 h=22", true),
        ("Text \"Hello\" w=40", "Text \"Hello\" font=\"body 17pt\" x=16 y=62 w=40 h=22", true),
        ("Text \"Hello\" w=41", "Text \"Hello\" font=\"body 17pt\" x=16 y=62 w=40 h=22", false),
        ("Text \"Hello\" font=\"body 17pt\"", "Text \"Hello\" font=\"body 17pt\" x=16", true),
        ("Text \"Hell\"", "Text \"Hello\" x=16", false),
        ("Image \"seattle\" x=-39", "Image \"seattle\" x=-39 y=100 w=480 h=320", true),
        ("No image named 'seatle' found in asset catalog for …/Probe.app", "No image named 'seatle' found in asset catalog for /private/var/x/Probe.app", true),
        ("error: message", "12:16 error: message", true),
        ("12:16 error: message", "12:16 error: message", true),
        ("12:17 error: message", "12:16 error: message", false),
        ("Text \"a = b\"", "Text \"a = b\" x=1", true),
        ("Text \"1.249,50 $\"", "Text \"1.249,50\u{00A0}$\" x=1", true),
    ])
    func lines(expected: String, observed: String, matches: Bool) {
        #expect(LineMatcher.matches(expected: expected, observed: observed) == matches)
    }

    @Test func wildcards() {
        #expect(LineMatcher.wildcardMatch(pattern: "a…c", text: "abbbc"))
        #expect(LineMatcher.wildcardMatch(pattern: "…", text: ""))
        #expect(!LineMatcher.wildcardMatch(pattern: "a…c", text: "abd"))
        #expect(LineMatcher.wildcardMatch(pattern: "…/Probe.app", text: "/x/y/Probe.app"))
    }

    func section(_ lines: [String], exactly: Bool = false) -> ExpectedFile.Section {
        ExpectedFile.Section(name: "console", exactly: exactly, lines: lines, line: 1)
    }

    @Test func inOrderAllowsLinesBetweenButNotReordering() {
        let observed = ["[launch]", "a", "b", "[tap \"T\"]", "c"]
        #expect(SectionMatcher.compare(expected: section(["a", "c"]), observed: observed) == nil)
        #expect(SectionMatcher.compare(expected: section(["c", "a"]), observed: observed)?.expectedIndex == 1)
    }

    @Test func exactlySkipsMarkersUnlessClaimed() {
        let observed = ["[launch]", "a", "[tap \"T\"]", "b"]
        #expect(SectionMatcher.compare(expected: section(["a", "b"], exactly: true), observed: observed) == nil)
        #expect(SectionMatcher.compare(expected: section(["a"], exactly: true), observed: observed) != nil)
        #expect(SectionMatcher.compare(expected: section(["[launch]", "a", "[tap \"T\"]", "b"], exactly: true), observed: observed) == nil)
        #expect(SectionMatcher.compare(expected: section(["a", "b", "c"], exactly: true), observed: observed)?.expectedIndex == 2)
    }

    @Test func theDiffShowsTheClaimAndWhatWasSeen() {
        let claimed = section(["metrik"], exactly: true)
        let observed = ["[run]", "metric"]
        let mismatch = SectionMatcher.compare(expected: claimed, observed: observed)!
        let diff = ClaimDiff.render(section: claimed, observed: observed, mismatch: mismatch)
        #expect(diff.contains("-metrik"))
        #expect(diff.contains("+metric"))
    }
}

@Suite("Expected files")
struct ExpectedFileTests {
    @Test func parsesVariantsSectionsAndKnownFailures() throws {
        let text = """
        # a comment
        claims: L46-D8
        xfail: the whole file

        == variant app
        -- compiler
        compiled
        -- console exactly
        metric

        == variant package
        xfail: not yet
        -- compiler
        failed
        """
        let file = try ExpectedFile.parse(text, path: "e.txt")
        #expect(file.claims == ["L46-D8"])
        #expect(file.xfail == "the whole file")
        #expect(file.variants.map(\.name) == ["app", "package"])
        #expect(file.variants[0].sections.map(\.name) == ["compiler", "console"])
        #expect(file.variants[0].sections[1].exactly)
        #expect(file.variants[0].sections[1].lines == ["metric"])
        #expect(file.variants[1].xfail == "not yet")
    }

    @Test func sectionsWithoutAVariantBelongToTheDefaultRun() throws {
        let file = try ExpectedFile.parse("claims: L1-A1\n-- console\nhello\n", path: "e.txt")
        #expect(file.variants.map(\.name) == ["default"])
    }

    @Test func strayTextIsAnErrorWithItsLine() {
        #expect {
            try ExpectedFile.parse("claims: L1-A1\nhello\n", path: "e.txt")
        } throws: { ($0 as? ScenarioError)?.line == 2 }
    }

    @Test func aSectionCanBeClaimedEqualToAnotherRuns() throws {
        let file = try ExpectedFile.parse("claims: L1-A1\n== variant after\n-- screen same as variant before\n", path: "e.txt")
        let section = file.variants[0].sections[0]
        #expect(section.name == "screen")
        #expect(section.sameAsVariant == "before")
        let before = ObservedRun(variant: "before", sections: [.init(name: "screen", lines: ["Text \"a\" x=1"])])
        let same = ObservedRun(variant: "after", sections: [.init(name: "screen", lines: ["Text \"a\" x=1"])])
        let moved = ObservedRun(variant: "after", sections: [.init(name: "screen", lines: ["Text \"a\" x=2"])])
        #expect(Judge.judge(observed: same, expected: file.variants[0], fileXFail: nil, expectedPath: "e.txt", others: ["before": before]).0 == .pass)
        #expect(Judge.judge(observed: moved, expected: file.variants[0], fileXFail: nil, expectedPath: "e.txt", others: ["before": before]).0 == .fail)
    }

    @Test func knownFailuresAreNeverPasses() throws {
        let file = try ExpectedFile.parse("claims: L1-A1\nxfail: the model has no symbols yet\n-- console\nhello\n", path: "e.txt")
        let seen = ObservedRun(variant: "default", sections: [.init(name: "console", lines: ["[launch]", "bye"])])
        let (verdict, _, reason) = Judge.judge(observed: seen, expected: file.variants[0], fileXFail: file.xfail, expectedPath: "e.txt")
        #expect(verdict == .knownFailure)
        #expect(reason == "the model has no symbols yet")
        let passing = ObservedRun(variant: "default", sections: [.init(name: "console", lines: ["hello"])])
        #expect(Judge.judge(observed: passing, expected: file.variants[0], fileXFail: file.xfail, expectedPath: "e.txt").0 == .unexpectedPass)
    }
}

@Suite("Content hashes")
struct ContentHashTests {
    @Test func sha256MatchesTheStandardVectors() {
        let hex = { (s: String) in SHA256.digest(Data(s.utf8)).map { String(format: "%02x", $0) }.joined() }
        #expect(hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }

    @Test func labelledPartsDoNotRunTogether() {
        var a = ContentHash(), b = ContentHash()
        a.add("x", "ab"); a.add("y", "c")
        b.add("x", "a"); b.add("y", "bc")
        #expect(a.hex != b.hex)
    }
}
