@testable import CourseCheckKit
import CourseCheckProtocol
import Testing

/// Claims, one per line, as an expected file's section would hold them (`!` for an absence),
/// numbered from line 2 (line 1 opens the section).
func claimed(_ lines: [String], section: ReportSection = .console, exactly: Bool = false) -> ExpectedFile.Section {
    let claims = lines.enumerated().map { index, line in
        line.hasPrefix("! ") ? ExpectedFile.Claim(String(line.dropFirst(2)), line: index + 2, isAbsence: true)
                             : ExpectedFile.Claim(line, line: index + 2)
    }
    return ExpectedFile.Section(name: section, exactly: exactly, claims: claims, line: 1)
}

/// A console as the report writes it: each step's marker, then its lines.
func console(_ steps: [(String, [String])]) -> ObservedRun.Section {
    ObservedRun.Section(name: .console, steps: steps.map { (label: $0.0, lines: $0.1) })
}

@Suite("Comparing a section")
struct SectionComparisonTests {
    let observed = console([("launch", ["a", "b"]), ("tap \"T\"", ["c"])])

    @Test func inOrderAllowsLinesBetweenButNotReordering() {
        #expect(SectionComparison(claimed: claimed(["a", "c"]), observed: observed).holds)
        let reordered = SectionComparison(claimed: claimed(["c", "a"]), observed: observed)
        #expect(!reordered.holds)
        #expect(reordered.unmet == [.missing(claim: 1, window: 5..<5)])
    }

    @Test func theComparisonGoesOnPastTheFirstUnmetClaim() {
        let comparison = SectionComparison(claimed: claimed(["x", "b", "y", "c"]), observed: observed)
        #expect(comparison.entries == [.missing(claim: 0, window: 0..<2), .found(claim: 1, observed: 2),
                                       .missing(claim: 2, window: 3..<4), .found(claim: 3, observed: 4)])
    }

    @Test func anAbsenceHoldsBetweenItsNeighbours() {
        #expect(SectionComparison(claimed: claimed(["a", "! c", "b"]), observed: observed).holds)
        #expect(SectionComparison(claimed: claimed(["b", "! a"]), observed: observed).holds)
        let broken = SectionComparison(claimed: claimed(["a", "! c"]), observed: observed)
        #expect(broken.unmet == [.present(claim: 1, observed: 4)])
        // At the start, an absence looks from the first line.
        #expect(!SectionComparison(claimed: claimed(["! a", "c"]), observed: observed).holds)
        // Only a claim that was found bounds it: after a missing claim it looks on to the next one found.
        #expect(!SectionComparison(claimed: claimed(["a", "! b", "nope", "c"]), observed: observed).holds)
    }

    @Test func exactlySkipsMarkersUnlessClaimed() {
        #expect(SectionComparison(claimed: claimed(["a", "b", "c"], exactly: true), observed: observed).holds)
        #expect(!SectionComparison(claimed: claimed(["a"], exactly: true), observed: observed).holds)
        #expect(SectionComparison(claimed: claimed(["[launch]", "a", "b", "[tap \"T\"]", "c"], exactly: true), observed: observed).holds)
        let longer = SectionComparison(claimed: claimed(["a", "b", "c", "d"], exactly: true), observed: observed)
        #expect(longer.unmet == [.missing(claim: 3, window: 3..<3)])
    }

    @Test func aPrintedLineThatLooksLikeAMarkerIsStillALine() {
        let printed = console([("launch", ["[1, 2, 3]"])])
        #expect(!SectionComparison(claimed: claimed([], exactly: true), observed: printed).holds)
        #expect(SectionComparison(claimed: claimed(["[1, 2, 3]"], exactly: true), observed: printed).holds == false,
                "a claimed marker-shaped line keeps the markers, so [launch] must be claimed too")
        #expect(SectionComparison(claimed: claimed(["[launch]", "[1, 2, 3]"], exactly: true), observed: printed).holds)
    }

    @Test func exactlyAlignsLikeADiff() {
        let seen = ObservedRun.Section(name: .console, lines: ["a", "x", "b", "c"])
        let comparison = SectionComparison(claimed: claimed(["a", "b", "y", "c"], exactly: true), observed: seen)
        #expect(comparison.entries == [.found(claim: 0, observed: 0), .unclaimed(observed: 1), .found(claim: 1, observed: 2),
                                       .missing(claim: 2, window: 3..<3), .found(claim: 3, observed: 3)])
    }

    @Test func notesAreIncidentalOnlyInTheCompilersSection() {
        let compiler = ObservedRun.Section(name: .compiler, lines: ["failed", "12:16 error: shared", "12:16 note: convert it"])
        #expect(SectionComparison(claimed: claimed(["failed", "error: shared"], section: .compiler, exactly: true), observed: compiler).holds)
        #expect(SectionComparison(claimed: claimed(["failed", "error: shared", "note: convert it"], section: .compiler, exactly: true), observed: compiler).holds)
        let printed = ObservedRun.Section(name: .console, lines: ["note: buy milk"])
        #expect(!SectionComparison(claimed: claimed([], exactly: true), observed: printed).holds)
    }
}
