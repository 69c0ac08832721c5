import CourseCheckKit
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
        let report = TextReport.render(outcome, showTimings: false) + "\n"
        let file = Self.golden.appendingPathComponent(id.replacingOccurrences(of: "/", with: "__") + ".txt")
        let pinned = try? String(contentsOf: file, encoding: .utf8)
        if pinned != report, ProcessInfo.processInfo.environment["COURSECHECK_RECORD_GOLDEN"] == "1" {
            try report.write(to: file.appendingPathExtension("new"), atomically: true, encoding: .utf8)
        }
        #expect(pinned == report, "\(file.lastPathComponent) differs from the report (COURSECHECK_RECORD_GOLDEN=1 writes it as .new)")
    }
}
