/// How a run's program ended, and at which step: a run passes only when its program performed
/// every step and ended on its own, unless the expected file claims otherwise (a crash under
/// `-- crash`, an early end or a stop under `-- problems`). The report names what happened and
/// the step it happened in (`ended: crashed during step \`tap "Add" #2\``).
public struct RunEnding: Codable, Sendable, Equatable {
    public enum Kind: String, Codable, Sendable {
        /// Every step performed, the program ended with status 0.
        case finished
        /// A trap (`fatalError`, an index out of range) or a signal.
        case crashed
        /// The program ended on its own before its last step was done (`exit(0)` in an action).
        case endedEarly = "ended-early"
        /// Ended with a failure status, without a crash.
        case failed
        /// Stopped by the harness: the time-out, a limit, a flood of output.
        case stopped
    }

    public var kind: Kind
    /// The step that was running when it ended; nil when none had begun.
    public var step: String?
    /// The steps that never began.
    public var unreached: [String] = []
    /// The crash line, the status, or what stopped it.
    public var detail: String?

    /// `crashed during step \`tap "Add" #2\`: Fatal error: Index out of range`.
    public var summary: String {
        let when = step.map { "during step `\($0)`" } ?? "before its first step"
        var text: String
        switch kind {
        case .finished: return "finished every step"
        case .crashed: text = "crashed \(when)"
        case .endedEarly: text = "ended \(when), before its last step"
        case .failed: text = "failed \(when)"
        case .stopped: text = "was stopped \(when)"
        }
        if let detail { text += ": \(detail)" }
        if !unreached.isEmpty { text += "; never reached: \(unreached.map { "`\($0)`" }.joined(separator: ", "))" }
        return text
    }
}
