@testable import CourseCheckKit
import Foundation
import Testing

/// The whole text report of a few scenarios, pinned: a change to the notation, the comparison or
/// the report shows up here as a difference to read. The files are under `Golden/`, named after
/// the scenario; `COURSECHECK_RECORD_GOLDEN=1 swift test --filter ReportGoldenTests` writes a
/// missing or changed one as `<name>.txt.new` to review and rename.
@Suite("The reports of a few scenarios")
struct ReportGoldenTests {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    @Test(arguments: [
        "46-smaller-views-dependencies/E1-equatable",
        "46-smaller-views-dependencies/D8-singleton",
        "08-words-pictures-symbols/E2-scaled-to-fill-layout",
        "08-words-pictures-symbols/E12-text-plus-text",
    ])
    func reportIsAsPinned(_ id: String) async throws {
        let scenario = try #require(CourseAnswers.loaded.scenarios.first { $0.id == id })
        let outcome = try await CourseAnswers.checker.get().check(scenario)
        let report = TextReport.render(outcome, verbose: true, showTimings: false) + "\n"
        let file = Self.golden.appendingPathComponent(id.replacingOccurrences(of: "/", with: "__") + ".txt")
        let pinned = try? String(contentsOf: file, encoding: .utf8)
        if pinned != report, Configuration.Tests.recordsGolden {
            try report.write(to: file.appendingPathExtension("new"), atomically: true, encoding: .utf8)
        }
        #expect(pinned == report, "\(file.lastPathComponent) differs from the report (COURSECHECK_RECORD_GOLDEN=1 writes it as .new)")
    }

    /// A scenario that does not hold, in each output a person reads: the text report (what does
    /// not hold first, the observation only under `--verbose`), the answer `swift test` and `show`
    /// print, and the issues `swift test` records (each the unmet line itself, at its line).
    @Test func aFailingScenarioLeadsWithWhatDoesNotHold() async throws {
        let outcome = try await RecordLoopTests.brokenOutcome()
        let expectedPath = ExpectedFile.path(for: RecordLoopTests.id)
        let expected = try ExpectedFile.parse(try String(contentsOf: CourseAnswers.root.appendingPathComponent(expectedPath), encoding: .utf8),
                                              path: expectedPath)
        let issues = outcome.variants.flatMap(\.unmet).map { "issue at \($0.file):\($0.line):\n" + $0.issueText }
        let report = [
            "── coursecheck L92 (text report)", TextReport.render(outcome, showTimings: false),
            "── swift test (printed)", AnswerReport.render(outcome, expected: expected),
            "── swift test (issues)", issues.joined(separator: "\n"),
        ].joined(separator: "\n") + "\n"
        let file = Self.golden.appendingPathComponent("failing__" + RecordLoopTests.id.replacingOccurrences(of: "/", with: "__") + ".txt")
        let pinned = try? String(contentsOf: file, encoding: .utf8)
        if pinned != report, Configuration.Tests.recordsGolden {
            try report.write(to: file.appendingPathExtension("new"), atomically: true, encoding: .utf8)
        }
        #expect(pinned == report, "\(file.lastPathComponent) differs from the report (COURSECHECK_RECORD_GOLDEN=1 writes it as .new)")
        // Failures first: the first unmet claim comes before any line of the observation.
        let text = TextReport.render(outcome, verbose: true, showTimings: false)
        let firstClaim = try #require(text.range(of: "claimed line not observed"))
        let observation = try #require(text.range(of: "── observed"))
        #expect(firstClaim.lowerBound < observation.lowerBound)
        // The lesson's words are never cut.
        let answer = AnswerReport.render(outcome, expected: expected)
        for note in expected.notes where !note.lowercased().hasPrefix("source") { #expect(answer.contains(note)) }
    }
}
