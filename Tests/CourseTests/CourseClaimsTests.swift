import CourseCheckKit
import Foundation
import Testing

/// Every scenario of the course is a test case, named by lesson and question. Each prints the
/// question and what the model observed (the answer), and fails when a claim does not hold.
enum Course {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let loaded = ScenarioLoader.load(root: root)
    /// Built once for the whole test run (the model kit is cached across runs too).
    static let checker: Result<CourseCheck, any Error> = Result { try CourseCheck(root: root) }
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
