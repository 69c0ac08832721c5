import Foundation
@testable import SwiftUIModel
import Testing

@MainActor private var bodyRuns = 0

private struct CountsItsRuns: View {
    @State private var runs = 0
    var body: some View {
        bodyRuns += 1
        runs += 1
        return Text("runs \(runs)")
    }
}

private struct SettlesOnce: View {
    @State private var value = 0
    var body: some View {
        if value == 0 { value = 1 }
        return Text("value \(value)")
    }
}

/// A body that changes state it reads is run again, as SwiftUI runs it; one that does so every
/// time is an update loop, stopped and reported (`UpdateLoopDetector`).
@Suite("Update loops", .serialized) @MainActor
struct UpdateLoopTests {
    @Test func aBodyThatChangesItsStateEveryTimeIsAnUpdateLoop() {
        _ = ModelProblems.take()
        bodyRuns = 0
        let graph = mount(CountsItsRuns())
        graph.update()
        #expect(bodyRuns == UpdateLoopDetector.passes + 1)
        #expect(!graph.needsUpdate)
        #expect(ModelProblems.take() == ["update loop: the body of CountsItsRuns changes state it reads every time it runs, so SwiftUI runs it again on every frame without end; the model stopped it after 3 runs"])
    }

    @Test func aBodyThatSettlesItsStateRunsAgainOnceAndIsNoLoop() {
        _ = ModelProblems.take()
        let graph = mount(SettlesOnce())
        graph.update()
        #expect(texts(graph).contains("\"value 1\""), "\(texts(graph))")
        #expect(ModelProblems.take().isEmpty)
    }
}
