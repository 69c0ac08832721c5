import Dispatch
import Foundation
@testable import SystemModel
import Testing

/// The run's worker on its own rules: one job at a time, in the order enqueued, on one thread,
/// counting what it holds and saying when it is idle. (The main loop, `MainRunLoop`, only behaves
/// as the run's loop once it is the program's main executor: it is tested through the harness, in
/// `HostSettlingTests`.)
@Suite("The run's worker")
struct SerialWorkerTests {
    /// A log safe to share between threads.
    final class Log: @unchecked Sendable {
        private let lock = NSLock()
        private var entries: [String] = []
        func add(_ entry: String) { lock.withLock { entries.append(entry) } }
        var all: [String] { lock.withLock { entries } }
    }

    /// Waits (ten seconds of real time at most) until `condition` holds; whether it did.
    func eventually(_ condition: () -> Bool) async -> Bool {
        let deadline = Date().addingTimeInterval(10)
        while !condition(), Date() < deadline { try? await Task.sleep(nanoseconds: 1_000_000) }
        return condition()
    }

    @Test func jobsRunOneAtATimeInOrderOnOneThread() async {
        let worker = SerialWorker(label: "ordered worker")
        let log = Log()
        let threads = Log()
        let tasks = (0..<20).map { index in
            Task(executorPreference: worker) {
                threads.add("\(pthread_self())")
                log.add("\(index)")
            }
        }
        for task in tasks { await task.value }
        #expect(log.all == (0..<20).map { "\($0)" })
        #expect(Set(threads.all).count == 1)
        #expect(worker.isIdle)
    }

    @Test func itCountsTheJobsItHoldsAndSaysWhenItIsIdle() async {
        let idle = Log()
        let worker = SerialWorker(label: "counting worker") { idle.add("idle") }
        let gate = DispatchSemaphore(value: 0)
        let task = Task(executorPreference: worker) { gate.wait() }
        #expect(await eventually { worker.pendingJobs == 1 })
        #expect(!worker.isIdle)
        #expect(idle.all.isEmpty)
        gate.signal()
        await task.value
        #expect(await eventually { !idle.all.isEmpty })
        #expect(worker.isIdle)
        #expect(idle.all == ["idle"])
    }

    @Test func aTaskThatWaitsIsNotHeld() async {
        let worker = SerialWorker(label: "waiting worker")
        let started = Log()
        Task(executorPreference: worker) {
            started.add("waiting")
            await withCheckedContinuation { (_: CheckedContinuation<Void, Never>) in }
        }
        #expect(await eventually { !started.all.isEmpty })
        #expect(await eventually { worker.isIdle })
        #expect(worker.pendingJobs == 0)
    }
}
