@_spi(ExperimentalCustomExecutors) import _Concurrency
import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The run's main executor: the main thread's loop, which runs main-actor jobs in the order they
/// were enqueued and, between them, Dispatch's main queue (`DispatchQueue.main.async` blocks). It
/// holds the main actor's jobs itself, so it knows when none is left, which the standard main
/// executor does not tell (the runtime's hook for main-actor jobs is not called for them:
/// https://github.com/swiftlang/swift/issues/63104).
///
/// A job on it may wait until nothing is runnable (`waitUntilQuiet`): no main-actor job, no
/// Dispatch main-queue block (nor one being queued, `MainQueueTurns`), and nothing on the run's worker (`SerialWorker`). Work that waits
/// for the simulated clock, for real time, or for ever is not runnable.
package final class MainRunLoop: MainExecutor, @unchecked Sendable {
    private let lock = NSLock()
    private var jobs: [UnownedJob] = []
    private var head = 0
    private var waiters: [Waiter] = []
    private var stopped = false
    /// Written to wake the loop from another thread (a job enqueued, the worker idle).
    private let wakeRead: Int32
    private let wakeWrite: Int32
    /// Dispatch's main queue as a run loop sees it (nil when the loop does not run it).
    private let dispatchMain: DispatchMainQueue?
    /// The other executor whose work counts as runnable.
    package var worker: SerialWorker?

    private struct Waiter {
        let continuation: CheckedContinuation<Bool, Never>
        /// Real time (`DispatchTime` nanoseconds) at which it stops waiting for quiet.
        let deadline: UInt64
    }

    /// - Parameter drainsDispatchMain: also runs Dispatch's main queue (only the main thread's loop).
    package init(drainsDispatchMain: Bool) {
        var fds: [Int32] = [0, 0]
        if pipe(&fds) != 0 { fds = [-1, -1] }
        for fd in fds where fd >= 0 { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
        wakeRead = fds[0]
        wakeWrite = fds[1]
        dispatchMain = drainsDispatchMain ? DispatchMainQueue() : nil
    }

    package func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        lock.withLock { jobs.append(job) }
        wake()
    }

    package var isMainExecutor: Bool { dispatchMain != nil }

    package func checkIsolated() {
        precondition(dispatchMain == nil || Thread.isMainThread, "not on the main thread")
    }

    /// Main-actor jobs waiting to run.
    package var pendingJobs: Int { lock.withLock { jobs.count - head } }

    /// Wakes the loop to look again (another thread's work changed).
    package func wake() {
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1)
    }

    /// Suspends the calling job (which must run on this executor) until nothing is runnable, or
    /// until `deadline` (real time) passes while something still is. True when it became quiet.
    package func waitUntilQuiet(deadline: DispatchTime, isolation: isolated (any Actor)? = #isolation) async -> Bool {
        await withCheckedContinuation(isolation: isolation) { continuation in
            lock.withLock { waiters.append(Waiter(continuation: continuation, deadline: deadline.uptimeNanoseconds)) }
            wake()
        }
    }

    package func run() throws {
        dispatchMain?.drain()
        while !lock.withLock({ stopped }) {
            if let job = nextJob() {
                job.runSynchronously(on: asUnownedSerialExecutor())
                continue
            }
            if let dispatchMain, dispatchMain.hasWork {
                dispatchMain.drain()
                continue
            }
            if answerWaiters() { continue }
            sleep(timeout: earliestDeadline())
        }
    }

    package func stop() {
        lock.withLock { stopped = true }
        wake()
    }

    private func nextJob() -> UnownedJob? {
        lock.withLock {
            guard head < jobs.count else { return nil }
            let job = jobs[head]
            head += 1
            if head > 64, head * 2 > jobs.count {
                jobs.removeFirst(head)
                head = 0
            }
            return job
        }
    }

    /// Resumes the waiters: all of them when nothing is runnable, else those whose deadline has
    /// passed. The worker is asked first: once it is idle, only a job here could make it busy.
    private func answerWaiters() -> Bool {
        let workerIdle = worker?.isIdle ?? true
        let now = DispatchTime.now().uptimeNanoseconds
        let (quiet, due) = lock.withLock { () -> (Bool, [Waiter]) in
            // A block counts from the moment `MainQueueTurns` counts it, before Dispatch has it:
            // one another thread is queuing is runnable too.
            let quiet = workerIdle && head == jobs.count && !(dispatchMain?.hasWork ?? false) && MainQueueTurns.pending == 0
            let due = waiters.filter { quiet || $0.deadline <= now }
            waiters.removeAll { quiet || $0.deadline <= now }
            return (quiet, due)
        }
        for waiter in due { waiter.continuation.resume(returning: quiet) }
        return !due.isEmpty
    }

    private func earliestDeadline() -> UInt64? { lock.withLock { waiters.map(\.deadline).min() } }

    /// Blocks until woken, until Dispatch's main queue has work, or until `timeout` (real time).
    private func sleep(timeout deadline: UInt64?) {
        var fds = [pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0)]
        if let dispatchMain { fds.append(pollfd(fd: dispatchMain.handle, events: Int16(POLLIN), revents: 0)) }
        var milliseconds: Int32 = -1
        if let deadline {
            let now = DispatchTime.now().uptimeNanoseconds
            milliseconds = deadline <= now ? 0 : Int32(clamping: (deadline - now + 999_999) / 1_000_000)
        }
        _ = poll(&fds, nfds_t(fds.count), milliseconds)
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(wakeRead, &buffer, buffer.count) > 0 {}
    }
}

/// Dispatch's main queue, run by the loop as CoreFoundation's run loop runs it: libdispatch's
/// interface for run loops (`_dispatch_get_main_queue_handle_4CF`, a descriptor that is readable
/// while blocks wait, and `_dispatch_main_queue_callback_4CF`, which runs them).
struct DispatchMainQueue {
    typealias HandleFunction = @convention(c) () -> Int32
    typealias DrainFunction = @convention(c) (UnsafeMutableRawPointer?) -> Void

    let handle: Int32
    private let drainFunction: DrainFunction

    /// Nil where libdispatch does not offer the interface.
    init?() {
        let library = dlopen(nil, RTLD_NOW)
        guard let handleSymbol = dlsym(library, "_dispatch_get_main_queue_handle_4CF"),
              let drainSymbol = dlsym(library, "_dispatch_main_queue_callback_4CF") else { return nil }
        handle = unsafeBitCast(handleSymbol, to: HandleFunction.self)()
        drainFunction = unsafeBitCast(drainSymbol, to: DrainFunction.self)
    }

    var hasWork: Bool {
        var descriptor = pollfd(fd: handle, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) > 0
    }

    /// Runs the blocks waiting on the main queue.
    func drain() {
        if hasWork {
            var value: UInt64 = 0
            _ = read(handle, &value, 8)
        }
        drainFunction(nil)
    }
}
