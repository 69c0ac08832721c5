import CourseCheckKit
import Foundation
import Testing

/// Every scenario of the course is a test case, named by lesson and question. Each prints the
/// question and what the model observed (the answer), and fails when a claim does not hold.
enum Course {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
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
}

struct ScenarioCase: CustomTestStringConvertible, Sendable {
    let scenario: Scenario
    var testDescription: String { "lesson \(scenario.lesson) · \(scenario.question)" }
}

@Suite("The course's claims")
struct CourseClaimsTests {
    @Test("Every scenario's header parses")
    func headersParse() {
        #expect(Course.loaded.errors.isEmpty, "\(Course.loaded.errors.map(\.description).joined(separator: "\n"))")
        #expect(!Course.loaded.scenarios.isEmpty)
    }

    @Test("The lesson's claims hold", arguments: Course.loaded.scenarios.map(ScenarioCase.init))
    func claimsHold(_ testCase: ScenarioCase) throws {
        let checker = try Course.checker.get()
        let outcome = checker.check(testCase.scenario)
        print(TextReport.render(outcome))
        let details = ([outcome.message].compactMap { $0 } + outcome.variants.flatMap(\.failures)).joined(separator: "\n\n")
        switch outcome.verdict {
        case .pass:
            break
        case .knownFailure:
            let reasons = outcome.variants.compactMap(\.knownFailureReason).joined(separator: "; ")
            withKnownIssue("known failure: \(reasons)") {
                Issue.record(Comment(rawValue: details))
            }
        default:
            Issue.record(Comment(rawValue: "\(outcome.verdict.rawValue) — claims \(outcome.claims.joined(separator: ", "))\n\(details)"))
        }
    }
}
