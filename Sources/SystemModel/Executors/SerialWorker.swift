@_spi(ExperimentalScheduling) import _Concurrency
import Dispatch
import Foundation

/// The run's default executor: the work of every task that is not on the main actor (nonisolated
/// async functions, `Task.detached`, actors, task-group children) runs here, one job at a time in
/// the order the jobs were enqueued (a serial Dispatch queue, which may run one job on one thread
/// of Dispatch's and the next on another). It counts the jobs it holds, so the host can tell that
/// nothing here is runnable (`RunExecutors`).
///
/// One job at a time, first in first out: what `LIBDISPATCH_COOPERATIVE_POOL_STRICT=1` gave the
/// standard executor (a pool of one thread), with the count that executor does not tell.
package final class SerialWorker: TaskExecutor, SchedulingExecutor, @unchecked Sendable {
    private let lock = NSLock()
    private var pending = 0
    private let queue: DispatchQueue
    /// Called, on the worker's thread, each time the last job it held has run.
    private let becameIdle: @Sendable () -> Void

    package init(label: String = "SerialWorker", becameIdle: @escaping @Sendable () -> Void = {}) {
        queue = DispatchQueue(label: label)
        self.becameIdle = becameIdle
    }

    /// Jobs enqueued and not yet run to their end.
    package var pendingJobs: Int { lock.withLock { pending } }

    package var isIdle: Bool { pendingJobs == 0 }

    package func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        lock.withLock { pending += 1 }
        queue.async { [self] in
            job.runSynchronously(on: asUnownedTaskExecutor())
            let idle = lock.withLock { () -> Bool in
                pending -= 1
                return pending == 0
            }
            if idle { becameIdle() }
        }
    }

    /// A job that waits for real time (a sleep on the standard library's clocks, which the model
    /// does not simulate): it joins the queue when its time comes, and is not runnable until then.
    package func enqueue<C: Clock>(_ job: consuming ExecutorJob, after delay: C.Duration, tolerance: C.Duration?, clock: C) {
        let job = UnownedJob(job)
        let wait = (delay as? Swift.Duration).map { max($0, .zero) } ?? .zero
        let (seconds, attoseconds) = wait.components
        let nanoseconds = Int(clamping: seconds) &* 1_000_000_000 &+ Int(attoseconds / 1_000_000_000)
        DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(max(nanoseconds, 0))) { [self] in
            enqueue(ExecutorJob(job))
        }
    }

    package func enqueue<C: Clock>(_ job: consuming ExecutorJob, at instant: C.Instant, tolerance: C.Duration?, clock: C) {
        enqueue(job, after: clock.now.duration(to: instant), tolerance: tolerance, clock: clock)
    }
}
