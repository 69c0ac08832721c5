import CourseCheckProtocol
import Foundation

/// Puts a run's result together from what the program left: its standard output split into
/// steps at the host's markers (`Channel.stepMarker(secret:)`), the observation file, the crash line.
enum RunAssembly {
    /// Lines of a step's console kept when the program flooded its output.
    static let floodLinesShown = 200

    /// - Parameter single: the one step's label when the program has no host to mark steps (a
    ///   script, a test build); nil when the host marks them.
    /// - Parameter marker: what starts the host's step markers in this run
    ///   (`Channel.stepMarker(secret:)`); a script's output has none.
    static func assemble(finished: ProcessRunner.Finished, plan: RunPlan, single: String?, observation: Observation?, timeout: Double,
                         marker: String) -> RunResult {
        let labels = single.map { [$0] } ?? ScenarioRunner.labels(plan.steps)
        var steps = labels.map { RunResult.Step(label: $0, console: [], observation: nil) }
        var current = single == nil ? -1 : 0
        var before: [String] = []
        for line in finished.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if single == nil, line.hasPrefix(marker) {
                current += 1
                continue
            }
            let shown = ControlCharacters.escaped(line)
            if current >= 0, current < steps.count { steps[current].console.append(shown) } else { before.append(shown) }
        }
        // The final newline leaves an empty last line; drop trailing empties per step.
        for index in steps.indices {
            while steps[index].console.last == "" { steps[index].console.removeLast() }
        }
        // A flood's report shows its head and how much was cut, not everything that was kept.
        if finished.outputTruncated {
            for index in steps.indices where steps[index].console.count > floodLinesShown {
                let cut = steps[index].console.count - floodLinesShown
                steps[index].console = Array(steps[index].console.prefix(floodLinesShown))
                    + ["… (\(cut) more lines of this step not shown; the output was cut at \(ProcessRunner.defaultOutputLimit / 1024) KiB)"]
            }
        }
        if let observation {
            for (index, step) in observation.steps.enumerated() where index < steps.count {
                steps[index].observation = step
            }
        }
        // Steps the program never reached (it crashed or hung) are dropped.
        let reached = single == nil ? max(current + 1, 0) : 1
        steps = Array(steps.prefix(reached))
        let crash = crashLine(finished)
        let ending = ending(finished, labels: labels, begun: min(reached, labels.count), crash: crash, timeout: timeout,
                            completed: single == nil ? observation?.steps.count ?? 0 : nil)
        var problems: [String] = []
        before = before.filter { !$0.isEmpty }
        if !before.isEmpty { problems.append("output before the first step: \(before.joined(separator: " | "))") }
        if finished.outputTruncated { problems.append("the output was cut after \(ProcessRunner.defaultOutputLimit / 1024) KiB (a flood?)") }
        if finished.timedOut { problems.append("stopped after \(Int(timeout)) s: the program did not finish (a hang?)") }
        if let stopped = finished.stopReason { problems.append(stopped) }
        for step in steps { problems += step.observation?.problems ?? [] }
        if crash == nil, !finished.timedOut, !finished.stoppedAtProcessLimit, finished.status != 0 {
            problems.append("exited with status \(finished.status): \(finished.stderr.split(separator: "\n").suffix(3).joined(separator: " | "))")
        }
        // An end before the last step fails the run unless the expected file claims it.
        if ending.kind == .endedEarly { problems.append("the program \(ending.summary)") }
        var result = RunResult(steps: steps, crash: crash, timedOut: finished.timedOut, outputTruncated: finished.outputTruncated,
                               problems: problems.map(ControlCharacters.escaped), seconds: finished.seconds)
        result.ending = ending
        return result
    }

    /// How the program ended. A host's run is done when the observation holds every step (the
    /// host writes it after each one); a script or test build when it ended with status 0.
    /// - Parameter begun: how many steps began (their markers were seen).
    /// - Parameter completed: how many steps the host's observation holds; nil: no host.
    static func ending(_ finished: ProcessRunner.Finished, labels: [String], begun: Int, crash: String?, timeout: Double,
                       completed: Int?) -> RunEnding {
        let step = begun > 0 ? labels[begun - 1] : nil
        var ending = RunEnding(kind: .finished, step: step, unreached: Array(labels.dropFirst(begun)))
        if finished.timedOut {
            ending.kind = .stopped
            ending.detail = "the time-out of \(ReportNumber.format(timeout)) s"
        } else if let reason = finished.stopReason {
            ending.kind = .stopped
            ending.detail = reason
        } else if finished.stoppedForFlood {
            ending.kind = .stopped
            ending.detail = "a flood of output"
        } else if let crash {
            ending.kind = .crashed
            ending.detail = crash
        } else if finished.status != 0 {
            ending.kind = .failed
            ending.detail = "exit status \(finished.status)"
        } else if let completed, completed < labels.count {
            ending.kind = .endedEarly
            ending.detail = "exit status 0"
        } else {
            ending.unreached = []
        }
        return ending
    }

    /// The `…: Fatal error: …` line a Swift program prints when it traps, or the signal.
    static func crashLine(_ finished: ProcessRunner.Finished) -> String? {
        if let line = finished.stderr.split(separator: "\n").first(where: { $0.contains("Fatal error") || $0.contains("Precondition failed") || $0.contains("Assertion failed") }) {
            return ControlCharacters.escaped(String(line))
        }
        // The harness's own stops are named as problems, not as crashes.
        if finished.wasSignalled, !finished.timedOut, !finished.stoppedAtProcessLimit {
            let last = finished.stderr.split(separator: "\n").last.map { ": \($0)" } ?? ""
            return ControlCharacters.escaped("stopped by signal \(finished.status)\(last)")
        }
        return nil
    }
}
