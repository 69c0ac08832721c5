import CourseCheckKit
import Foundation

/// `show ID`: one question as a student would want it in a terminal — its code, the lesson's
/// answer, what the run showed for the claims, and a text picture of the screen.
struct ShowCommand {
    let command: ParsedCommand
    let root: URL

    func run() -> Int32 {
        let loaded = ScenarioLoader.load(root: root)
        let term = command.arguments[0]
        let matches = loaded.scenarios.filter { ScenarioFilter([term]).matches($0) }
        guard let scenario = matches.first else {
            Terminal.error("coursecheck: no scenario matches '\(term)'\nSee 'coursecheck help show'.")
            return 2
        }
        if matches.count > 1 {
            Terminal.error("note: '\(term)' matches \(matches.count) scenarios; showing \(scenario.id) (\(matches.dropFirst().map(\.id).joined(separator: ", ")) also match)")
        }
        let check: CourseCheck
        do { check = try CourseCheck(root: root, jobs: command.value("jobs").flatMap(Int.init) ?? ProcessInfo.processInfo.activeProcessorCount) } catch {
            Terminal.error("coursecheck: \(error)")
            return 2
        }
        for file in scenario.files {
            print("── \(file.path)")
            for (number, line) in file.contents.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                print(String(format: "%4d  ", number + 1) + line)
            }
        }
        let outcome = check.check(scenario)
        let expectedPath = ExpectedFile.path(for: scenario.id)
        let expected = (try? String(contentsOf: root.appendingPathComponent(expectedPath), encoding: .utf8)).flatMap { try? ExpectedFile.parse($0, path: expectedPath) }
        print("──")
        print(AnswerReport.render(outcome, expected: expected))
        for variant in outcome.variants {
            guard let device = variant.observed.device, let screen = variant.observed.screens.last else { continue }
            print("── the screen\(outcome.variants.count > 1 ? " of run \(variant.variant)" : "") after \(screen.step)")
            print(TextPicture.render(elements: screen.elements, device: device))
        }
        return outcome.verdict.isSuccess ? 0 : 1
    }
}
