import CourseCheckKit
import Foundation
import Testing

/// What the generated course tests call (`CourseTestSource`, via the CourseTestsPlugin): check one
/// scenario (or one of its runs), print its answer for a student, and record an issue at the line
/// of the expected file (or scenario) that does not hold.
enum CourseAnswers {
    static let root = CourseCheck.findRoot(from: URL(fileURLWithPath: #filePath))!
    static let loaded = ScenarioLoader.load(root: root)
    /// Built once for the whole test run, with the CLI's cache (`COURSECHECK_CACHE`, or
    /// `.build/coursecheck`): what `swift run coursecheck` compiled is reused, and the reverse.
    /// Says on standard error what it waits for, since a first run makes the model kit.
    static let checker: Result<CourseCheck, any Error> = Result {
        let check = try CourseCheck(root: root)
        say("CourseTests: making the model kit, or finding it in \(check.cache.root.path)…")
        let start = Date()
        let kit = try check.prepareKit()
        let cost = kit.buildSeconds.map { "\(kit.madeFrom?.rawValue ?? "made") in \(String(format: "%.1f", $0)) s" } ?? "from the cache"
        say("CourseTests: model kit \(cost) (\(String(format: "%.1f", Date().timeIntervalSince(start))) s); checking \(selectedCount) scenario\(selectedCount == 1 ? "" : "s"), \(check.jobs) at a time (cached results are reused)…")
        return check
    }

    /// How many scenarios the test run checks: those whose generated test a `--filter` given to
    /// `swift test` selects (Swift Testing matches the filters, regular expressions, against each
    /// test's ID: `CourseTests.lesson 08-…/L8-F13 · F13-double-in-literal()`), else every one.
    static var selectedCount: Int { selectedCount(arguments: CommandLine.arguments) }

    static func selectedCount(arguments: [String]) -> Int {
        let filters = arguments.indices.filter { arguments[$0] == "--filter" && $0 + 1 < arguments.count }
            .compactMap { try? Regex(arguments[$0 + 1]) }
        guard !filters.isEmpty else { return loaded.scenarios.count }
        return loaded.scenarios.filter { scenario in
            let claims = scenario.header.claims.joined(separator: " ")
            let names = scenario.runs.count > 1 ? scenario.runs.map { "\(claims) · \(scenario.question) · \($0.variant)" } : ["\(claims) · \(scenario.question)"]
            return names.contains { name in
                let id = "CourseTests.lesson \(scenario.lesson)/\(name)()"
                return filters.contains { id.contains($0) }
            }
        }.count
    }

    static func say(_ text: String) { FileHandle.standardError.write(Data((text + "\n").utf8)) }

    static func verify(_ id: String, variant: String?) async {
        guard let scenario = loaded.scenarios.first(where: { $0.id == id }) else {
            Issue.record("no scenario \(id) under lessons/: the generated tests are out of date (build again)")
            return
        }
        let checker: CourseCheck
        do { checker = try Self.checker.get() } catch {
            Issue.record("the harness cannot start: \(error)")
            return
        }
        let outcome = await checker.check(scenario, variant: variant)
        let expectedPath = ExpectedFile.path(for: id)
        let expected = (try? String(contentsOf: root.appendingPathComponent(expectedPath), encoding: .utf8))
            .flatMap { try? ExpectedFile.parse($0, path: expectedPath) }
        print(AnswerReport.render(outcome, expected: expected))
        switch outcome.verdict {
        case .pass:
            break
        case .knownFailure:
            let reasons = outcome.variants.compactMap(\.knownFailureReason).joined(separator: "; ")
            withKnownIssue("known failure: \(reasons)") { recordIssues(outcome, scenario: scenario) }
        default:
            recordIssues(outcome, scenario: scenario)
        }
    }

    /// One issue per claim that does not hold, at its line of the expected file, its text the
    /// unmet line itself (then what was observed in its place); a failure that is no claim's (no
    /// expected file, an `xfail:` that passes, a scenario that cannot be checked) at the line it
    /// names.
    static func recordIssues(_ outcome: ScenarioOutcome, scenario: Scenario) {
        let expectedPath = ExpectedFile.path(for: outcome.id)
        if let message = outcome.message {
            Issue.record(Comment(rawValue: message), sourceLocation: location(of: message, default: outcome.verdict == .error ? scenario.path : expectedPath))
        }
        for variant in outcome.variants where !variant.verdict.isSuccess || variant.verdict == .knownFailure {
            let run = outcome.variants.count > 1 ? "[\(variant.variant)] " : ""
            for claim in variant.unmet {
                Issue.record(UnmetLine(description: run + claim.issueText), sourceLocation: sourceLocation(claim.file, line: claim.line))
            }
            // What no unmet claim says (a claimed section equal to another run's, no claims for the run…).
            if variant.unmet.isEmpty {
                for failure in variant.failures {
                    Issue.record(Comment(rawValue: run + failure), sourceLocation: location(of: failure, default: expectedPath))
                }
            }
        }
    }

    /// An unmet claim as the issue's own text (Swift Testing prints an error's description where
    /// it prints "Issue recorded" for a comment).
    struct UnmetLine: Error, CustomStringConvertible {
        var description: String
    }

    static func reportLoadError(path: String, line: Int, message: String) {
        Issue.record(Comment(rawValue: "\(path):\(line): \(message)"), sourceLocation: sourceLocation(path, line: line))
    }

    /// The first `path:line:` a failure names, else the file itself.
    static func location(of details: String, default path: String) -> SourceLocation {
        if let match = details.firstMatch(of: #/((?:expected|lessons)/[^\s:]+):(\d+):/#), let line = Int(match.2) {
            return sourceLocation(String(match.1), line: line)
        }
        return sourceLocation(path, line: 1)
    }

    static func sourceLocation(_ path: String, line: Int) -> SourceLocation {
        SourceLocation(fileID: path, filePath: root.appendingPathComponent(path).path, line: max(line, 1), column: 1)
    }
}

@Suite("The course")
struct CourseLoadingTests {
    @Test("Every scenario's header parses")
    func headersParse() {
        #expect(CourseAnswers.loaded.errors.isEmpty, "\(CourseAnswers.loaded.errors.map(\.description).joined(separator: "\n"))")
        #expect(!CourseAnswers.loaded.scenarios.isEmpty)
    }

    /// Lessons and their questions come in the order a person counts them: E2 before E10.
    @Test("Scenarios load in natural order")
    func naturalOrder() {
        let ids = CourseAnswers.loaded.scenarios.map(\.id)
        #expect(ids == ids.sorted(naturallyBy: { $0 }))
        #expect(ids.contains("08-words-pictures-symbols/E2-scaled-to-fill-layout") && ids.contains("08-words-pictures-symbols/E10-async-image-cache"))
        let e2 = ids.firstIndex(of: "08-words-pictures-symbols/E2-scaled-to-fill-layout") ?? 0
        let e10 = ids.firstIndex(of: "08-words-pictures-symbols/E10-async-image-cache") ?? 0
        #expect(e2 < e10)
    }

    /// The progress line counts what `swift test --filter` selects, not the whole course.
    @Test("The progress counts the scenarios the filter selects")
    func progressCountsTheFilteredScenarios() {
        let all = CourseAnswers.loaded.scenarios.count
        #expect(CourseAnswers.selectedCount(arguments: ["tests"]) == all)
        #expect(CourseAnswers.selectedCount(arguments: ["tests", "--filter", "L8-F13"]) == 1)
        #expect(CourseAnswers.selectedCount(arguments: ["tests", "--filter", "L8-F13", "--filter", "C92-1"]) == 2)
        let lesson = CourseAnswers.loaded.scenarios.filter { $0.lesson == "92-conformance-lists-forms" }.count
        #expect(CourseAnswers.selectedCount(arguments: ["tests", "--filter", "lesson 92"]) == lesson)
    }
}
