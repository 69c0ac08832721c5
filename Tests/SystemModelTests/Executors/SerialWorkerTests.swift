import Dispatch
import Foundation
@testable import SystemModel
import Testing
import TestSupport

/// The run's worker on its own rules: one job at a time, in the order enqueued (a serial Dispatch
/// queue: Dispatch may lend it a different thread from one job to the next), counting what it holds and saying when it is idle. (The main loop, `MainRunLoop`, only behaves
/// as the run's loop once it is the program's main executor: it is tested through the harness, in
/// `HostSettlingTests`.)
@Suite("The run's worker")
struct SerialWorkerTests {
    @Test func jobsRunOneAtATimeInOrder() async {
        let worker = SerialWorker(label: "ordered worker")
        let log = EventLog()
        let tasks = (0..<20).map { index in
            Task(executorPreference: worker) {
                log.record("start \(index)")
                // Long enough for a second thread, were there one, to start the next job.
                usleep(200)
                log.record("end \(index)")
            }
        }
        for task in tasks { await task.value }
        #expect(log.events == (0..<20).flatMap { ["start \($0)", "end \($0)"] })
        // The last job's awaiter may resume before the worker counts that job done.
        #expect(await eventually { worker.isIdle })
    }

    @Test func itCountsTheJobsItHoldsAndSaysWhenItIsIdle() async {
        let idle = EventLog()
        let worker = SerialWorker(label: "counting worker") { idle.record("idle") }
        let gate = DispatchSemaphore(value: 0)
        let task = Task(executorPreference: worker) { gate.wait() }
        #expect(await eventually { worker.pendingJobs == 1 })
        #expect(!worker.isIdle)
        #expect(idle.events.isEmpty)
        gate.signal()
        await task.value
        #expect(await eventually { !idle.events.isEmpty })
        #expect(worker.isIdle)
        #expect(idle.events == ["idle"])
    }

    @Test func aTaskThatWaitsIsNotHeld() async {
        let worker = SerialWorker(label: "waiting worker")
        let started = EventLog()
        Task(executorPreference: worker) {
            started.record("waiting")
            await withCheckedContinuation { (_: CheckedContinuation<Void, Never>) in }
        }
        #expect(await eventually { !started.events.isEmpty })
        #expect(await eventually { worker.isIdle })
        #expect(worker.pendingJobs == 0)
    }
}
