import CourseCheckProtocol
import Dispatch
import Foundation
@testable import SwiftUIModel
import Testing
import TestSupport

/// The rule that ends a step: the host lets the step's work run until nothing is runnable (here a
/// stand-in for the run's executors, `HostSession.waitUntilQuiet`, that plays the work a step's
/// tasks would do), brings the screen up to date after it, and looks again until a look finds
/// nothing to update; a step whose work never quiets ends at the real-time limit with a problem.
/// (The run's executors themselves: `HostSettlingTests`, through the harness.)
@Suite("How a step settles")
@MainActor
struct HostSettleTests {
    /// The stand-in: what each look does (the work that ran before the look found quiet), and
    /// whether the look finds quiet.
    final class Looks {
        var work: [(SettleStore) -> Void] = []
        var asked = 0
        var quiet = true
    }

    func perform(_ looks: Looks, store: SettleStore) async -> StepObservation {
        let plan = RunPlan(platformMajorVersion: 27, localeIdentifier: "en_US", dynamicTypeSize: .L, colorScheme: .light,
                           device: DeviceModel.iPhone17.metrics, files: [], steps: [])
        let host = HostSession(plan: plan, root: { SettleStatusView(store: store) })
        host.waitUntilQuiet = { _ in
            if looks.asked < looks.work.count { looks.work[looks.asked](store) }
            looks.asked += 1
            return looks.quiet
        }
        return await host.perform(.launch)
    }

    func texts(_ step: StepObservation) -> [String] {
        step.screen.filter { $0.kind == "Text" }.compactMap(\.content)
    }

    @Test func aStepWithNothingToDoLooksOnce() async {
        let looks = Looks()
        let step = await perform(looks, store: SettleStore())
        #expect(looks.asked == 1)
        #expect(texts(step) == ["\"loading\""])
    }

    @Test func whatTheWorkChangedIsOnScreenWhenTheStepEnds() async {
        let looks = Looks()
        looks.work = [{ $0.status = "loaded" }]
        let step = await perform(looks, store: SettleStore())
        #expect(texts(step) == ["\"loaded\""])
        #expect(step.problems.isEmpty)
        // A look, the update it called for, a look that finds nothing to update.
        #expect(looks.asked == 2)
    }

    @Test func workThatTheUpdateStartsRunsBeforeTheStepEnds() async {
        let looks = Looks()
        let store = SettleStore()
        looks.work = [{ $0.status = "done" }]
        let step = await perform(looks, store: store)
        // The update showed a new view, whose appearance changed the store again: the host's look
        // after the update found the change made (the graph's update runs appearances, and the
        // changes they make, before it returns).
        #expect(store.appeared == 1)
        #expect(texts(step) == ["\"done\"", "\"more\""])
        #expect(looks.asked == 2)
    }

    /// Where the run's executors are not installed (these tests), quiet is a few turns of the main
    /// actor, which run on Dispatch's main queue, then more while blocks queued there wait
    /// (`MainQueueTurns`): a chain of blocks, each queuing the next, has run when quiet is found.
    @Test func withoutTheRunsExecutorsQuietWaitsForQueuedMainBlocks() async {
        let ran = EventLog()
        queueChain(of: HostSession.fallbackTurns * 8, then: ran)
        #expect(await HostSession.standardQuiet(.now()))
        #expect(ran.events == ["last block"])
    }

    @Test func aStepWhoseWorkNeverQuietsEndsWithAProblem() async {
        let looks = Looks()
        looks.quiet = false
        looks.work = [{ $0.status = "still going" }]
        let step = await perform(looks, store: SettleStore())
        #expect(looks.asked == 1)
        #expect(step.problems.contains { $0.hasPrefix("the step's work was still running after 2 s of real time") })
    }
}

/// Queues a block on the main queue that queues the next, `left` times, and records at the end.
private func queueChain(of left: Int, then log: EventLog) {
    DispatchQueue.main.async {
        if left > 0 { queueChain(of: left - 1, then: log) } else { log.record("last block") }
    }
}
