import Foundation

/// What isolation a compile or a run had, as the report states it: the kernel may refuse some of
/// it (an unprivileged container without user namespaces), and the report says so rather than
/// pretending. An expected file whose claims depend on a part of it names that part (`needs:`),
/// and where the part was refused its claims are skipped with the reason (`Judge`).
public struct Isolation: Sendable, Codable, Equatable {
    /// The parts a claim can depend on, as an expected file's `needs:` line names them.
    public enum Part: String, Sendable, Codable, CaseIterable {
        /// A network namespace of its own: no interface but a loopback that is down.
        case network
        /// Nothing writable but its own folder (and its private /tmp).
        case readOnly = "read-only"
        /// Private, empty /tmp, /var/tmp and /dev/shm that vanish with it.
        case privateTmp = "private-tmp"
        /// A process tree of its own that ends with it.
        case processTree = "process-tree"
        /// RLIMIT_NPROC counts the run's own tasks and nothing else, so a fork bomb is stopped
        /// at the limit, by name, every time.
        case processLimit = "process-limit"
        /// The memory, file size and CPU limits.
        case limits
        /// No capability, no way to gain one (no-new-privileges): it cannot undo its sandbox.
        case noCapabilities = "no-capabilities"
        /// Other runs' folders out of its reach, and its own out of theirs.
        case separateRuns = "separate-runs"
        /// No Unix socket of the machine reachable, by path or in the abstract namespace.
        case hiddenSockets = "hidden-sockets"
    }

    /// A network namespace of its own: no interface but a loopback that is down.
    public var network = false
    /// What it may write: `everything`, `scratch` (its own folder, and private /tmp, /var/tmp
    /// and /dev/shm that vanish with it) or `scratch+` (its own folder; only the checkout is
    /// read-only: a compile).
    public var writes = "everything"
    /// A PID namespace of its own: every process it starts ends with it, and with the harness.
    public var processTree = false
    /// The `setrlimit` limits in force.
    public var limits: RunLimits?
    /// The user it ran as: `a user of its own` (a user ID no other run has, when the harness
    /// runs as root), `nobody`; nil for the harness's own.
    public var user: String?
    /// What was asked for and refused, in the machine's words.
    public var refused: [String] = []
    /// Each part of `Part` that was not in force, with why (by its `rawValue`).
    public var missing: [String: String] = [:]

    public init() {}

    /// Why `part` was not in force, or nil when it was.
    public func whyNot(_ part: Part) -> String? { missing[part.rawValue] }

    /// Records that `part` is not in force, and why (the first reason given stays).
    mutating func lacks(_ part: Part, _ reason: String) {
        if missing[part.rawValue] == nil { missing[part.rawValue] = reason }
    }

    /// One line: `network off · writes: scratch only · own process tree · limits: …`.
    public var summary: String {
        var parts = [network ? "network off" : "network on"]
        switch writes {
        case "scratch": parts.append("writes: its own folder only (the rest read-only; /tmp, /var/tmp, /dev/shm private)")
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
