import Foundation

/// What isolation a compile or a run had, as the report states it: the kernel may refuse some of
/// it (an unprivileged container without user namespaces), and the report says so rather than
/// pretending.
public struct Isolation: Sendable, Codable, Equatable {
    /// A network namespace of its own: no interface but a loopback that is down.
    public var network = false
    /// What it may write: `everything`, `scratch` (its own folder, and a private /tmp that
    /// vanishes with it), `scratch-only` (its own folder: the cache is under /tmp, which stays
    /// read-only) or `scratch+` (its own folder; only the checkout is read-only: a compile).
    public var writes = "everything"
    /// A PID namespace of its own: every process it starts ends with it, and with the harness.
    public var processTree = false
    /// The `setrlimit` limits in force.
    public var limits: RunLimits?
    /// The user it ran as outside its namespace (`nobody` when the harness runs as root, whom
    /// RLIMIT_NPROC does not bind); nil for the harness's own.
    public var user: String?
    /// What was asked for and refused, in the machine's words.
    public var refused: [String] = []

    public init() {}

    /// One line: `network off · writes: scratch only · own process tree · limits: …`.
    public var summary: String {
        var parts = [network ? "network off" : "network on"]
        switch writes {
        case "scratch": parts.append("writes: its own folder only (the rest read-only, /tmp private)")
        case "scratch-only": parts.append("writes: its own folder only (the rest read-only, /tmp too)")
        case "scratch+": parts.append("writes: the checkout read-only")
        default: parts.append("writes: anywhere")
        }
        parts.append(processTree ? "own process tree" : "no process tree of its own")
        parts.append(limits.map { "limits: \($0.description)" } ?? "no limits")
        if let user { parts.append("as \(user)") }
        if !refused.isEmpty { parts.append("refused: \(refused.joined(separator: "; "))") }
        return parts.joined(separator: " · ")
    }
}
