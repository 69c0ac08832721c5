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
        say("CourseTests: model kit \(cost) (\(String(format: "%.1f", Date().timeIntervalSince(start))) s); checking \(loaded.scenarios.count) scenarios, \(check.jobs) at a time (cached results are reused)…")
        return check
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
        let details = ([outcome.message].compactMap { $0 } + outcome.variants.flatMap(\.failures)).joined(separator: "\n\n")
        switch outcome.verdict {
        case .pass:
            break
        case .skipped:
            // Not checked on this machine, which refused a part of the isolation its claims
            // need: the answer above says which and why.
            break
        case .knownFailure:
            let reasons = outcome.variants.compactMap(\.knownFailureReason).joined(separator: "; ")
            withKnownIssue("known failure: \(reasons)") {
                Issue.record(Comment(rawValue: details), sourceLocation: location(of: details, default: expectedPath))
            }
        default:
            Issue.record(Comment(rawValue: "\(outcome.verdict.rawValue) — claims \(outcome.claims.joined(separator: ", "))\n\(details)"),
                         sourceLocation: location(of: details, default: outcome.verdict == .error ? scenario.path : expectedPath))
        }
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
}
