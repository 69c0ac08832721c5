@_spi(ExperimentalCustomExecutors) import _Concurrency
import Dispatch
import Foundation

/// The executors a hosted run's program uses instead of the standard ones: the main thread's
/// loop (`MainRunLoop`) and one worker for everything else (`SerialWorker`). With them the host
/// knows exactly when nothing is runnable, so a step ends as soon as its work is done, with no
/// wait on the wall clock, and work that waits (for the simulated clock, or for ever) costs
/// nothing.
///
/// They are installed through the standard library's factory for custom executors (experimental
/// SPI in Swift 6.3), which must happen before the program's first task: the host's entry point
/// (`_Host.run`) does it first. Elsewhere (the model's unit tests, `run: script`) the standard
/// executors run, and `isInstalled` is false.
package enum RunExecutors {
    nonisolated(unsafe) private static var installed: (main: MainRunLoop, worker: SerialWorker)?

    package static var isInstalled: Bool { installed != nil }

    /// Makes the run's executors the program's. Call it on the main thread, before any task runs;
    /// false (and nothing changed) where Dispatch's main queue cannot be run by the loop.
    package static func install() -> Bool {
        precondition(Thread.isMainThread, "the run's executors are installed on the main thread")
        guard installed == nil else { return true }
        let main = MainRunLoop(drainsDispatchMain: true)
        guard main.isMainExecutor else { return false }
        let worker = SerialWorker(label: "the run's worker") { [weak main] in main?.wake() }
        main.worker = worker
        installed = (main, worker)
        _createExecutors(factory: Factory.self)
        return true
    }

    /// Runs the main thread's loop for the rest of the program (it ends with `exit`).
    package static func runMainLoop() -> Never {
        guard let main = installed?.main else { dispatchMain() }
        try? main.run()
        exit(0)
    }

    /// Waits until nothing is runnable: no main-actor job, no Dispatch main-queue block, nothing
    /// on the worker. False when `deadline` (real time) passed first: something kept running.
    @MainActor
    package static func waitUntilQuiet(deadline: DispatchTime) async -> Bool {
        guard let main = installed?.main else { return true }
        return await main.waitUntilQuiet(deadline: deadline)
    }

    struct Factory: ExecutorFactory {
        static var mainExecutor: any MainExecutor { installed!.main }
        static var defaultExecutor: any TaskExecutor { installed!.worker }
    }
}
