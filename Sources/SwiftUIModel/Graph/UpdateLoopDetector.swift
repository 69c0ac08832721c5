/// A body that changes state it reads while it runs is invalidated by its own run, and SwiftUI runs
/// it again: once is a settled value, every time is an update loop, which on a device re-runs the
/// body on every frame without end ("CPU spikes", swiftui-lab.com/state-changes), with SwiftUI's
/// runtime warning "Modifying state during view update, this will cause undefined behavior."
/// (`StateLocation`). The graph lets a body re-run itself twice per update, as SwiftUI's own
/// `UpdateCycleDetector` lets an update dispatch twice per update seed before it stops and warns
/// "… tried to update multiple times per frame." (OpenSwiftUI, OpenSwiftUICore/Util/CycleDetector.swift:
/// `ttl = 2`); past that it stops the loop and reports it in the run's `problems`.
@MainActor
struct UpdateLoopDetector {
    /// Re-runs a body may cause itself within one update.
    static let passes = 2
    private var runs: [ObjectIdentifier: Int] = [:]

    /// Called when a body's run invalidated its own node; returns whether it may run again.
    mutating func bodyInvalidatedItself(_ node: ViewNode) -> Bool {
        let count = runs[ObjectIdentifier(node), default: 0] + 1
        runs[ObjectIdentifier(node)] = count
        guard count > Self.passes else { return true }
        ModelProblems.report("update loop: the body of \(String(describing: type(of: node.view))) changes state it reads every time it runs, "
            + "so SwiftUI runs it again on every frame without end; the model stopped it after \(Self.passes + 1) runs")
        return false
    }

    /// A new update: every body may re-run itself again.
    mutating func reset() { runs = [:] }
}
