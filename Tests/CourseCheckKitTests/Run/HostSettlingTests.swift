@testable import CourseCheckKit
import Foundation
import Testing

/// A hosted run under the run's executors, compiled and run by the harness as a scenario is: each
/// step ends when nothing is runnable, with everything that was runnable done (main-actor tasks,
/// nonisolated work, `Task.yield` turns, `DispatchQueue.main` blocks), and work that waits (for
/// the simulated clock, the simulated network, or for ever) left waiting; a step whose work never
/// waits ends at the real-time limit and says so. Uses the package's kit cache.
@Suite("Settling a hosted run's steps", .serialized)
struct HostSettlingTests {
    static let root = CourseCheck.findRoot(from: URL(fileURLWithPath: #filePath))!

    /// Compiles and runs `code` as an app scenario with `header` lines, off Swift concurrency's
    /// cooperative pool (the compiler blocks; the kit may be made).
    static func run(_ code: String, header: String) async throws -> ObservedRun {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(with: Result {
                    let source = "// claims: X1-A1\n" + header + "import SwiftUI\n\n" + code
                    let (parsed, runs) = try HeaderParser.parse(source, path: "probe.swift")
                    let scenario = Scenario(id: "probe/settling", lesson: "probe", question: "settling", path: "probe.swift",
                                            files: [.init(name: "ContentView.swift", path: "probe.swift", contents: source)],
                                            header: parsed, runs: runs)
                    // Compiled and run as `CourseCheck` does, without an expected file or a claim catalog.
                    let check = try CourseCheck(root: root, jobs: 1)
                    let settings = runs[0]
                    let probe = scenario.forRun(settings)
                    let compiled = check.compile(probe, settings)
                    guard compiled.succeeded else { throw HarnessError("the probe did not compile: \(compiled.diagnostics.map(\.message))") }
                    let run = ScenarioRunner(cache: check.cache).run(probe, settings, compiled: compiled)
                    return ObservedReport.make(variant: settings.variant, scenario: probe, compiled: compiled, run: run,
                                               device: ScenarioRunner.plan(for: probe, settings).device)
                })
            }
        }
    }

    @Test func aStepEndsWithWhatWasRunnableDoneAndWhatWaitsLeftWaiting() async throws {
        let code = """
            nonisolated func crunch() async -> Int { (1...1000).reduce(0, +) }

            struct ContentView: View {
                @State private var status = "start"
                var body: some View {
                    VStack {
                        Text(status)
                        ProgressView()
                    }
                    .task {
                        for turn in 1...3 {
                            print("turn \\(turn)")
                            await Task.yield()
                        }
                        let sum = await Task.detached { await crunch() }.value
                        DispatchQueue.main.async { print("main block") }
                        status = "sum \\(sum)"
                    }
                    .task {
                        try? await Task.sleep(for: .seconds(5))
                        print("woke at 5 s")
                    }
                    .task {
                        let (data, _) = (try? await URLSession.shared.data(from: URL(string: "https://example.com/slow")!)) ?? (Data(), nil)
                        print("answer of \\(data.count) bytes")
                    }
                    .task {
                        await withCheckedContinuation { (_: CheckedContinuation<Void, Never>) in }
                    }
                }
            }
            """
        let header = """
            // network: https://example.com/slow -> json "{}" delay 10
            // step: launch
            // step: wait 6

            """
        let observed = try await Self.run(code, header: header)
        let console = observed.section(.console)?.lines ?? []
        #expect(console == ["[launch]", "turn 1", "turn 2", "turn 3", "main block", "[wait 6.0s]", "woke at 5 s"])
        #expect(observed.section(.problems) == nil)
        let screen = observed.screens.first?.elements.filter { $0.kind == "Text" }.compactMap(\.content)
        #expect(screen == ["\"sum 500500\""])
    }

    @Test func aStepWhoseWorkNeverWaitsEndsAtTheRealTimeLimit() async throws {
        let code = """
            struct ContentView: View {
                var body: some View {
                    Text("busy")
                        .task {
                            while !Task.isCancelled { await Task.yield() }
                        }
                }
            }
            """
        let observed = try await Self.run(code, header: "// timeout: 60\n")
        let problems = observed.section(.problems)?.lines ?? []
        #expect(problems.contains { $0.contains("the step's work was still running after 2 s of real time") })
    }
}
