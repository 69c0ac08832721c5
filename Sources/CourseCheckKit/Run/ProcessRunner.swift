import Foundation

/// Runs a program to completion with a time limit and bounded output.
public enum ProcessRunner {
    /// Bytes of each stream kept by default.
    public static let defaultOutputLimit = 512 * 1024

    public struct Finished: Sendable {
        public var status: Int32
        /// True when the process was ended by a signal (a crash, or our kill on timeout).
        public var wasSignalled: Bool
        public var timedOut: Bool
        public var stdout: String
        public var stderr: String
        /// True when output passed `outputLimit` and the rest was dropped.
        public var outputTruncated: Bool
        public var seconds: Double
        /// The isolation it ran under; nil when it ran as the harness's own child.
        public var isolation: Isolation? = nil
        /// The limit that stopped it, in the report's words (`stopped: memory limit of 2 GiB reached`).
        public var stopReason: String? = nil
        /// True when the harness stopped it for a flood of output (its own doing).
        public var stoppedForFlood = false
        /// True when the harness stopped it at its process limit (`RunWatch`).
        public var stoppedAtProcessLimit = false
        /// True when it timed out on the wall clock, not on its own (`RunWatch`): unwatched, or
        /// past the watch's cap on a machine too busy to tell a hang.
        public var timedOutOnWallClock = false
        /// True when the sandbox refused to start it (`stopReason` says why).
        public var notStarted = false

        /// Whether the harness stopped it by a named limit of its own (the time limit, the
        /// process limit, a flood): the result is the program's doing all the same.
        public var stoppedByHarness: Bool { timedOut || stoppedAtProcessLimit || stoppedForFlood }

        /// Whether the result is the program's own, the same on any machine (a verdict worth
        /// keeping in the cache): ended by itself, by a trap, or by a named limit measured on its
        /// own clock (`RunWatch`); not a kill from outside (a person, the machine's OOM killer),
        /// not a time-out on the wall clock, not the CPU limit, which depends on the
        /// machine's load, not a refusal to start.
        public var endedOnItsOwn: Bool {
            if notStarted || timedOutOnWallClock { return false }
            if stoppedByHarness { return true }
            if wasSignalled, [SIGKILL, SIGTERM, SIGINT, SIGHUP, SIGQUIT].contains(status) { return false }
            if let stopReason, stopReason.hasPrefix("stopped: CPU") { return false }
            return true
        }
    }

    /// - Parameter outputLimit: bytes kept of each stream; a process that writes more than four
    ///   times this is stopped as a flood.
    /// - Parameter isolated: isolates the process in `directory` (its scratch folder) as `Sandbox`
    ///   does for that purpose.
    public static func run(_ executable: String, _ arguments: [String], environment: [String: String]? = nil,
                           directory: URL? = nil, timeout: Double, outputLimit: Int = defaultOutputLimit,
                           isolated purpose: Sandbox.Purpose? = nil) -> Finished {
        let start = Date()
        let process = Process()
        let prepared = purpose.flatMap { purpose in
            directory.flatMap { Sandbox.prepare(executable, arguments, environment: environment, scratch: $0, purpose: purpose) }
        }
        if let refusal = prepared?.refusal {
            var finished = Finished(status: 0, wasSignalled: false, timedOut: false, stdout: "", stderr: "", outputTruncated: false, seconds: 0)
            finished.isolation = prepared?.isolation
            finished.stopReason = refusal
            finished.notStarted = true
            return finished
        }
        process.executableURL = URL(fileURLWithPath: prepared?.executable ?? executable)
        process.arguments = prepared?.arguments ?? arguments
        if let environment = prepared?.environment ?? environment { process.environment = environment }
        if let directory { process.currentDirectoryURL = directory }
        // Foundation's `waitUntilExit` polls a run loop that has no sources on a thread of ours:
        // it spins a core for as long as the child runs. The termination handler is called from
        // Foundation's own process-monitoring thread when the child is reaped, so waiting on it
        // costs nothing.
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        let stdoutCollector = OutputCollector(limit: outputLimit)
        let stderrCollector = OutputCollector(limit: outputLimit)
        do {
            try process.run()
        } catch {
            return Finished(status: 127, wasSignalled: false, timedOut: false, stdout: "", stderr: "cannot start \(executable): \(error)",
                           outputTruncated: false, seconds: 0)
        }
        // A scenario's program is watched (`RunWatch`); a compiler, ours, is waited for.
        let watch = prepared.flatMap { prepared -> RunWatch? in
            guard case .run = purpose else { return nil }
            return RunWatch(root: process.processIdentifier, counted: prepared.processLimitCounts, processLimit: prepared.limits?.processes,
                            timeout: timeout, supervised: prepared.supervised, at: start)
        }
        // Blocking reads run on threads of their own: on Dispatch's shared pool they could
        // starve when many scenarios run at once.
        let group = DispatchGroup()
        let flooded = Locked(false)
        for (pipe, collector) in [(out, stdoutCollector), (err, stderrCollector)] {
            group.enter()
            let watchesForReady = collector === stderrCollector && prepared?.supervised == true
            Thread.detachNewThread {
                let handle = pipe.fileHandleForReading
                var ready = !watchesForReady
                while true {
                    let chunk = handle.availableData
                    if chunk.isEmpty { break }
                    if collector.append(chunk) {
                        flooded.withLock { $0 = true }
                        kill(process.processIdentifier, SIGKILL)
                    }
                    // The supervisor's `ready` comes before anything of the program's.
                    if !ready, collector.text.contains(Supervisor.readyLine) {
                        ready = true
                        watch?.programStarted()
                    }
                }
                group.leave()
            }
        }
        var timedOut = false
        var onWallClock = false
        var atProcessLimit = false
        if let watch {
            // A tenth of a second at a time while it starts (a bomb reaches its limit at once),
            // then a quarter: the process limit and the program's own clock.
            watching: while ended.wait(timeout: .now() + (Date().timeIntervalSince(start) < 2 ? 0.1 : 0.25)) == .timedOut {
                switch watch.check() {
                case .running: continue
                case .processLimit: atProcessLimit = true
                case let .timeLimit(capped):
                    timedOut = true
                    onWallClock = capped
                    atProcessLimit = watch.atProcessLimit()
                }
                stop(process, prepared?.isolation.processTree == true ? .namespace : .everyProcess, ended: ended)
                break watching
            }
        } else if ended.wait(timeout: .now() + timeout) == .timedOut {
            timedOut = true
            onWallClock = true
            stop(process, prepared?.isolation.processTree == true ? .namespace : .politely, ended: ended)
        }
        group.wait()
        var finished = Finished(status: process.terminationStatus,
                              wasSignalled: process.terminationReason == .uncaughtSignal,
                              timedOut: timedOut,
                              stdout: stdoutCollector.text, stderr: stderrCollector.text,
                              outputTruncated: stdoutCollector.truncated || stderrCollector.truncated,
                              seconds: Date().timeIntervalSince(start))
        finished.stoppedForFlood = flooded.current
        finished.stoppedAtProcessLimit = atProcessLimit && !timedOut
        finished.timedOutOnWallClock = onWallClock
        if let prepared { Sandbox.finish(&finished, prepared, atProcessLimit: atProcessLimit) }
        return finished
    }

    /// How the harness stops a process.
    enum Stopping {
        /// A sandbox's `unshare` ignores SIGTERM while it waits for its child; killing it ends
        /// the whole namespace at once (a line-buffered program has nothing left to flush).
        case namespace
        /// A sandbox without a process tree of its own: every process under it, then itself.
        case everyProcess
        /// Anything else: SIGTERM, then SIGKILL two seconds later.
        case politely
    }

    private static func stop(_ process: Process, _ how: Stopping, ended: DispatchSemaphore) {
        switch how {
        case .namespace:
            kill(process.processIdentifier, SIGKILL)
        case .everyProcess:
            for pid in ProcessTree.now().descendants(of: process.processIdentifier).reversed() { kill(pid, SIGKILL) }
        case .politely:
            process.terminate()
        }
        if ended.wait(timeout: .now() + 2) == .timedOut {
            kill(process.processIdentifier, SIGKILL)
            ended.wait()
        }
    }
}
