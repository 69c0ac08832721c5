import CourseCheckProtocol
import Foundation

/// The source of the course's Swift Testing cases (`Tests/CourseTests`, generated at build time
/// by its plugin): a suite per lesson, named `lesson <folder>`, and a test per scenario — per
/// variant where it has several — named by its claims and question, `L8-F13 · F13-double-in-literal`
/// (Swift's raw identifiers allow the hyphens and spaces), so `swift test --filter` finds a
/// question by claim ID, by lesson or by name. Each test calls `CourseAnswers.verify`. A header
/// that does not parse becomes a test that fails at its line.
public enum CourseTestSource {
    public static func make(_ loaded: ScenarioLoader.Loaded) -> String {
        var lines = [
            "// Generated from lessons/ by the CourseTestsPlugin build plugin: do not edit.",
            "import Testing",
            "",
        ]
        let byLesson = Dictionary(grouping: loaded.scenarios, by: \.lesson)
        for lesson in byLesson.keys.sorted(naturallyBy: { $0 }) {
            lines.append("@Suite struct `lesson \(lesson)` {")
            for scenario in byLesson[lesson]!.sorted(naturallyBy: \.question) {
                let claims = scenario.header.claims.joined(separator: " ")
                let variants = scenario.runs.count > 1 ? scenario.runs.map(\.variant) : [nil]
                for variant in variants {
                    let name = rawIdentifier("\(claims) · \(scenario.question)" + (variant.map { " · \($0)" } ?? ""))
                    let variantArgument = variant.map { literal($0) } ?? "nil"
                    lines.append("    @Test func \(name)() async { await CourseAnswers.verify(\(literal(scenario.id)), variant: \(variantArgument)) }")
                }
            }
            lines.append("}")
            lines.append("")
        }
        if !loaded.errors.isEmpty {
            lines.append("@Suite struct `scenarios that do not load` {")
            for error in loaded.errors {
                let name = rawIdentifier("\(error.path):\(error.line)")
                lines.append("    @Test func \(name)() { CourseAnswers.reportLoadError(path: \(literal(error.path)), line: \(error.line), message: \(literal(error.message))) }")
            }
            lines.append("}")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A raw identifier (`` `…` ``): any characters but a backtick, a line break or a backslash.
    static func rawIdentifier(_ text: String) -> String {
        "`" + String(text.map { $0 == "`" || $0 == "\\" || $0.isNewline ? "_" : $0 }) + "`"
    }

    /// A Swift string literal: the report's quoting, whose escapes are Swift's.
    static func literal(_ text: String) -> String { ReportQuoting.quote(text) }
}
