import CourseCheckKit
import Foundation

/// `show ID`: one question as a student would want it in a terminal — what does not hold first
/// (the question, each unmet claim at its line, the diff), then the lesson's answer, the code and
/// a text picture of the screen; every section observed under `--verbose`.
struct ShowCommand {
    let options: ShowOptions
    let root: URL

    func run() -> Int32 {
        let loaded = ScenarioLoader.load(root: root)
        let term = options.id
        let matches = loaded.scenarios.filter { ScenarioFilter([term]).matches($0) }.sorted(naturallyBy: \.id)
        guard let scenario = matches.first else {
            Terminal.error("coursecheck: no scenario matches '\(term)'\(CommandParser.commandHint(for: term))\nSee 'coursecheck help show'.")
            return 2
        }
        if matches.count > 1 {
            Terminal.error("note: '\(term)' matches \(matches.count) scenarios; showing \(scenario.id) (\(matches.dropFirst().map(\.id).joined(separator: ", ")) also match)")
        }
        let check: CourseCheck
        do { check = try CourseCheck(root: root, jobs: options.jobs ?? ProcessInfo.processInfo.activeProcessorCount) } catch {
            Terminal.error("coursecheck: \(error)")
            return 2
        }
        let outcome = check.check(scenario)
        let expectedPath = ExpectedFile.path(for: scenario.id)
        let expected = (try? String(contentsOf: root.appendingPathComponent(expectedPath), encoding: .utf8)).flatMap { try? ExpectedFile.parse($0, path: expectedPath) }
        print(AnswerReport.render(outcome, expected: expected))
        for file in scenario.files {
            print("── \(file.path)")
            for (number, line) in file.contents.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                print(String(format: "%4d  ", number + 1) + line)
            }
        }
        for variant in outcome.variants {
            guard let device = variant.observed.device, let screen = variant.observed.screens.last else { continue }
            print("── the screen\(outcome.variants.count > 1 ? " of run \(variant.variant)" : "") after \(screen.step)")
            print(TextPicture.render(elements: screen.elements, device: device))
        }
        if options.verbose {
            print("──")
            print(TextReport.render(outcome, verbose: true))
        }
        return outcome.verdict.isSuccess ? 0 : 1
    }
}
