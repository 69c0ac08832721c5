import Foundation

/// Watches a sandboxed process while it runs, so that it ends by a named limit the same way on an
/// idle machine and on a loaded one:
///
/// - **The process limit.** When the run holds as many tasks as RLIMIT_NPROC allows it, every
///   further fork or thread is refused and the run can only spin: it is stopped there, by name,
///   rather than left to spin until its time limit (a fork bomb that a loaded machine let reach
///   its limit only after the time-out was named in one run and not the next).
/// - **The time limit, on the program's own clock.** What the program did, looked at every tenth
///   of a second: the CPU time it used, and the time it spent with every thread asleep waiting
///   for something (`ProcessTree.isAsleep`: a hang's sleep, a wait for input). Time it spent
///   waiting for a CPU, or loading its libraries from disk, does not count: a hang is stopped
///   after its time limit of its own time as it would be on an idle machine, and a program that
///   a busy machine started late still prints what it prints first. The clock starts with the
///   program, not with the sandbox being set up (the supervisor's `ready`). A run whose wall
///   time passes `wallLimit` is stopped anyway, as a machine too busy to tell
///   (`Reading.timeLimit(capped: true)`), and is not cached.
final class RunWatch: @unchecked Sendable {
    enum Reading: Equatable {
        case running
        case processLimit
        /// The time limit; `capped` when it was the wall-clock cap, not the program's own time.
        case timeLimit(capped: Bool)
    }

    let root: pid_t
    /// The tasks the process limit counts, and the limit (nil: not watched).
    let counted: Sandbox.ProcessLimitCount?
    let processLimit: Int?
    let timeout: Double
    /// Whether a supervisor starts the program (else `root` is the program).
    let supervised: Bool
    /// The wall-clock cap, a safety net only (the program's own clock stops a hang): ten times
    /// the limit, and at least the limit and five minutes, so that a machine too busy to let the
    /// watch look for a minute still gets the named verdict.
    var wallLimit: Double { max(timeout * 10, timeout + 300) }

    private let spawned: Date
    private let ready = Locked(false)
    /// The program, once found; its own time so far, and what the last look saw.
    private var program: pid_t?
    private var own = 0.0
    private var last: (date: Date, cpuTicks: UInt64)?

    init(root: pid_t, counted: Sandbox.ProcessLimitCount?, processLimit: Int?, timeout: Double, supervised: Bool, at spawned: Date = Date()) {
        self.root = root
        self.counted = counted
        self.processLimit = processLimit
        self.timeout = timeout
        self.supervised = supervised
        self.spawned = spawned
        if !supervised { program = root }
    }

    /// The supervisor said `ready`: its program starts now.
    func programStarted() { ready.withLock { $0 = true } }

    /// Looks at the run now (from one thread: the one that waits for it).
    func check() -> Reading {
        if program == nil, ready.current { program = ProcessTree.now().supervisedProgram(of: root) }
        let tree = counted.map(counting) ?? ProcessTree()
        let now = Date()
        if let program, let entry = ProcessTree.entry(of: program) {
            if let last {
                let interval = now.timeIntervalSince(last.date)
                let cpu = Double(entry.cpuTicks &- last.cpuTicks) / ProcessTree.ticksPerSecond
                own += ProcessTree.isAsleep(program) ? interval : min(cpu, interval)
            }
            last = (now, entry.cpuTicks)
        }
        return judge(tree: tree, ownSeconds: own, wallSeconds: now.timeIntervalSince(spawned))
    }

    /// The processes the process limit counts: a user's of its own, or (in a user namespace)
    /// the harness user's, and the sandbox's first process, which `unshare` made root's.
    private func counting(_ counted: Sandbox.ProcessLimitCount) -> ProcessTree {
        ProcessTree.now(owners: [counted.user ?? geteuid()], including: [root])
    }

    /// The reading for a given view of the processes and of the clocks (tests give their own).
    func judge(tree: ProcessTree, ownSeconds: Double, wallSeconds: Double) -> Reading {
        if let counted, let processLimit, Self.tasks(in: tree, root: root, counted: counted) >= processLimit { return .processLimit }
        if wallSeconds >= wallLimit { return .timeLimit(capped: true) }
        if ownSeconds >= timeout { return .timeLimit(capped: false) }
        return .running
    }

    /// A user of its own: all its tasks (and the first process's, when it counts); else the
    /// tasks under the sandbox's first process.
    static func tasks(in tree: ProcessTree, root: pid_t, counted: Sandbox.ProcessLimitCount) -> Int {
        guard let user = counted.user else { return tree.tasks(under: root, user: nil) }
        let first = tree.entries[root].map { counted.countsFirst && $0.user != user ? $0.tasks : 0 } ?? 0
        return tree.tasks(ofUser: user) + first
    }

    /// Whether the run is at its process limit now (asked once more at a time-out).
    func atProcessLimit() -> Bool {
        guard let counted, let processLimit else { return false }
        return Self.tasks(in: counting(counted), root: root, counted: counted) >= processLimit
    }
}
