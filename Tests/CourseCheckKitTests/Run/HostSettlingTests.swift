import CourseCheckKit
import Foundation
import ProbeSupport
import Testing

/// A hosted run under the run's executors, compiled and run by the harness as a scenario is: each
/// step ends when nothing is runnable, with everything that was runnable done (main-actor tasks,
/// nonisolated work, `Task.yield` turns, `DispatchQueue.main` blocks), and work that waits (for
/// the simulated clock, the simulated network, or for ever) left waiting; a step whose work never
/// waits ends at the real-time limit and says so.
@Suite("Settling a hosted run's steps", .serialized)
struct HostSettlingTests {
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
        let observed = try await Probe.run(code, header: header)
        #expect(observed.lines(.console) == ["[launch]", "turn 1", "turn 2", "turn 3", "main block", "[wait 6.0s]", "woke at 5 s"])
        #expect(observed.section(.problems) == nil)
        #expect(observed.texts(afterStep: 0) == ["\"sum 500500\""])
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
        let observed = try await Probe.run(code, header: "// timeout: 60")
        #expect(observed.lines(.problems).contains { $0.contains("the step's work was still running after 2 s of real time") })
    }
}
