@testable import CourseCheckKit
import CourseCheckProtocol
import Foundation
import TestSupport

/// A scenario written in a test, compiled against the model kit and run by the harness as the
/// course's scenarios are, without an expected file or a claim in the catalog: for tests of what
/// only a compiled scenario shows (the macros, the run's executors, availability by release).
/// Uses the package's kit cache; the work runs off Swift concurrency's pool (compilers block, and
/// the kit may be made first).
public enum Probe {
    public static let root = CourseCheck.findRoot(from: URL(fileURLWithPath: #filePath))!

    /// The scenario whose file is `header` lines (each `// key: value`), `import SwiftUI`, then
    /// `code`.
    public static func scenario(_ code: String, header: String = "", id: String = "probe/probe") throws -> Scenario {
        let source = "// claims: X1-A1\n" + header + (header.isEmpty || header.hasSuffix("\n") ? "" : "\n") + "import SwiftUI\n\n" + code
        let (parsed, runs) = try HeaderParser.parse(source, path: "probe.swift")
        return Scenario(id: id, lesson: "probe", question: id, path: "probe.swift",
                        files: [.init(name: "ContentView.swift", path: "probe.swift", contents: source)],
                        header: parsed, runs: runs)
    }

    /// Compiles the scenario's first run.
    public static func compile(_ code: String, header: String = "") async throws -> CompileResult {
        let scenario = try scenario(code, header: header)
        return try await offThePool { try CourseCheck(root: root, jobs: 1).compile(scenario, scenario.runs[0]) }
    }

    /// Compiles and runs the scenario's first run: what it showed, in the report's notation. An
    /// error when it does not compile.
    public static func run(_ code: String, header: String = "") async throws -> ObservedRun {
        let scenario = try scenario(code, header: header)
        return try await offThePool {
            let check = try CourseCheck(root: root, jobs: 1)
            let settings = scenario.runs[0]
            let probe = scenario.forRun(settings)
            let compiled = check.compile(probe, settings)
            guard compiled.succeeded else { throw HarnessError("the probe did not compile: \(compiled.diagnostics.map(\.message))") }
            let run = ScenarioRunner(cache: check.cache).run(probe, settings, compiled: compiled)
            return ObservedReport.make(variant: settings.variant, scenario: probe, compiled: compiled, run: run,
                                       device: ScenarioRunner.plan(for: probe, settings).device)
        }
    }
}

extension ObservedRun {
    /// The lines of a section (none when the run has no such section).
    public func lines(_ name: ReportSection) -> [String] { section(name)?.lines ?? [] }

    /// The contents of the Text elements on the screen after the step at `index`.
    public func texts(afterStep index: Int) -> [String] {
        guard screens.indices.contains(index) else { return [] }
        return screens[index].elements.filter { $0.kind == "Text" }.compactMap(\.content)
    }
}
