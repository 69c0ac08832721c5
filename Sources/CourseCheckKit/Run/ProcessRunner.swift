import Foundation

/// Runs a program to completion with a time limit and bounded output.
public enum ProcessRunner {
    /// Bytes of each stream kept by default.
    public static let defaultOutputLimit = 512 * 1024

    public struct Outcome: Sendable {
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

        /// Whether the result is the program's own (a verdict worth keeping in the cache): not a
        /// time-out, not a kill from outside (a person, the machine's OOM killer), not the CPU
        /// limit, which depends on the machine's load.
        public var endedOnItsOwn: Bool {
            if timedOut { return false }
            if wasSignalled, [SIGKILL, SIGTERM, SIGINT, SIGHUP, SIGQUIT].contains(status), !stoppedForFlood { return false }
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
                           isolated purpose: Sandbox.Purpose? = nil) -> Outcome {
        let start = Date()
        let process = Process()
        let prepared = purpose.flatMap { purpose in directory.flatMap { Sandbox.prepare(executable, arguments, scratch: $0, purpose: purpose) } }
        process.executableURL = URL(fileURLWithPath: prepared?.executable ?? executable)
        process.arguments = prepared?.arguments ?? arguments
        if let environment { process.environment = environment }
        if let directory { process.currentDirectoryURL = directory }
        // Foundation's `waitUntilExit` polls a run loop that has no sources on a thread of ours:
        // it spins a core for as long as the child runs. The termination handler is called from
        // Foundation's own process-monitoring thread when the child is reaped, so waiting on it
        // costs nothing.
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        let stdoutCollector = OutputCollector(limit: outputLimit)
        let stderrCollector = OutputCollector(limit: outputLimit)
        do {
            try process.run()
        } catch {
            return Outcome(status: 127, wasSignalled: false, timedOut: false, stdout: "", stderr: "cannot start \(executable): \(error)",
                           outputTruncated: false, seconds: 0)
        }
        // Blocking reads run on threads of their own: on Dispatch's shared pool they could
        // starve when many scenarios run at once.
        let group = DispatchGroup()
        let flooded = Locked(false)
        for (pipe, collector) in [(out, stdoutCollector), (err, stderrCollector)] {
            group.enter()
            Thread.detachNewThread {
                let handle = pipe.fileHandleForReading
                while true {
                    let chunk = handle.availableData
                    if chunk.isEmpty { break }
                    if collector.append(chunk) {
                        flooded.withLock { $0 = true }
                        kill(process.processIdentifier, SIGKILL)
                    }
                }
                group.leave()
            }
        }
        var timedOut = false
        var processesAtEnd: Int?
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            timedOut = true
            if prepared != nil { processesAtEnd = ProcessTree.count(from: process.processIdentifier) }
            // A sandbox's `unshare` ignores SIGTERM while it waits for its child; killing it ends
            // the whole namespace at once, and a line-buffered program has nothing left to flush.
            if prepared?.isolation.processTree == true { kill(process.processIdentifier, SIGKILL) } else { process.terminate() }
            if finished.wait(timeout: .now() + 2) == .timedOut {
                kill(process.processIdentifier, SIGKILL)
                finished.wait()
            }
        }
        group.wait()
        var outcome = Outcome(status: process.terminationStatus,
                              wasSignalled: process.terminationReason == .uncaughtSignal,
                              timedOut: timedOut,
                              stdout: stdoutCollector.text, stderr: stderrCollector.text,
                              outputTruncated: stdoutCollector.truncated || stderrCollector.truncated,
                              seconds: Date().timeIntervalSince(start))
        outcome.stoppedForFlood = flooded.current
        if let prepared { Sandbox.finish(&outcome, prepared, processesAtEnd: processesAtEnd) }
        return outcome
    }
}
