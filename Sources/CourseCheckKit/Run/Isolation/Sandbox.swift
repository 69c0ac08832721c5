import Foundation

/// Isolates a scenario's compile or run with what the Linux kernel offers an unprivileged user,
/// through util-linux (`setpriv`, `unshare`, `prlimit`) and a small supervisor script:
///
/// - `setpriv --pdeathsig KILL`: the sandbox ends when the harness thread that started it ends
///   (the harness killed); as root, also `--reuid/--regid 65534`, since root is exempt from
///   RLIMIT_NPROC (fork(2): "RLIMIT_NPROC … unless the caller is privileged").
/// - `unshare -r -n -m -p -f --kill-child --mount-proc`: its own user, network, mount and PID
///   namespaces (user_namespaces(7), network_namespaces(7), pid_namespaces(7)): no network but a
///   loopback that is down; when the supervisor (PID 1 there) ends, the kernel kills every other
///   process of the namespace; `--kill-child` ends the supervisor when `unshare` is killed.
/// - the supervisor (`script`) remounts every mount read-only (a run) or the checkout (a
///   compile), binds the scratch folder writable, gives a run a private /tmp, and starts the
///   program under `prlimit` as its child (PID 1 ignores signals it has no handler for, so the
///   program must not be PID 1), and exits with its status.
///
/// Where the kernel refuses namespaces (probed once), runs keep the limits and the parent-death
/// signal and the report says what was refused. `COURSECHECK_ISOLATION=off` turns it all off
/// (to measure its cost).
public enum Sandbox {
    /// What the process is.
    public enum Purpose: Sendable {
        /// A scenario's program: nothing writable but its scratch folder.
        case run(limits: RunLimits = .run)
        /// The compiler on a scenario: the checkout read-only, the build folder writable.
        case compile(checkout: URL, limits: RunLimits? = .compile)
        /// The compilers of the model's kit, our own code: no limits and nothing read-only (the
        /// linker writes beside SwiftPM's objects), only its own network and process tree, so
        /// that they end with the harness.
        case kitBuild

        var limits: RunLimits? {
            switch self {
            case let .run(limits): limits
            case let .compile(_, limits): limits
            case .kitBuild: nil
            }
        }
    }

    /// The wrapped command and what to read back after it.
    struct Prepared {
        var executable: String
        var arguments: [String]
        var isolation: Isolation
        var limits: RunLimits?
    }

    /// The CPU the next run is pinned to, in turn.
    static let nextCPU = Locked(0)

    static let off = !Configuration.current.isolated

    static func tool(_ name: String) -> String? {
        ["/usr/bin/\(name)", "/bin/\(name)", "/usr/sbin/\(name)", "/sbin/\(name)"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    struct Machine {
        var unshare: String?
        var prlimit: String?
        var setpriv: String?
        /// Nil when the namespaces work; else what refused them.
        var namespacesRefused: String?
        var isRoot: Bool
    }

    static let unshareOptions = ["--user", "--map-root-user", "--net", "--mount", "--pid", "--fork", "--kill-child", "--mount-proc"]

    /// What this machine allows, tried once: the whole namespace set, with a read-only remount.
    static let machine: Machine = {
        var machine = Machine(unshare: tool("unshare"), prlimit: tool("prlimit"), setpriv: tool("setpriv"), isRoot: geteuid() == 0)
        if let unshare = machine.unshare {
            let probe = ProcessRunner.run(unshare, unshareOptions + ["/bin/sh", "-c", "mount -o remount,bind,ro /"], timeout: 20)
            if probe.status != 0 || probe.wasSignalled {
                let said = probe.stderr.split(separator: "\n").first.map(String.init) ?? "status \(probe.status)"
                machine.namespacesRefused = "namespaces (\(said))"
            }
        } else {
            machine.namespacesRefused = "namespaces (no unshare(1) on this machine)"
        }
        return machine
    }()

    /// The supervisor: `sh -c script sh SCRATCH READONLY PROGRAM ARGS…`, READONLY being `-` for
    /// everything, empty for nothing. What it cannot make read-only it says on standard error, on lines that start
    /// with `marker`, before the program starts; it exits with the program's status (128 + N for
    /// a signal, as sh(1) reports it). It holds no file open for writing: a mount with a file open
    /// for writing cannot be made read-only (EBUSY).
    static let script = #"""
        scratch=$1; readonly=$2; shift 2
        say() { printf '\036coursecheck-sandbox %s\n' "$1" >&2; }
        if [ "$readonly" = - ]; then
          for mp in $(awk '{print $5}' /proc/self/mountinfo | sort -u); do
            mount -o remount,bind,ro "$mp" 2>/dev/null || say "writable $mp"
          done
          case "$scratch" in /tmp|/tmp/*) ;; *) mount -t tmpfs -o size=64m tmpfs /tmp 2>/dev/null || say "writable /tmp" ;; esac
        elif [ -n "$readonly" ]; then
          { mount --bind "$readonly" "$readonly" && mount -o remount,bind,ro "$readonly"; } 2>/dev/null || say "writable $readonly"
        fi
        { mount --bind "$scratch" "$scratch" && mount -o remount,bind,rw "$scratch"; } 2>/dev/null || say "unwritable $scratch"
        cd "$scratch" || exit 126
        say ready
        "$@" &
        wait $!
        exit $?
        """#

    /// What starts the supervisor's own lines on standard error.
    static let marker = "\u{1E}coursecheck-sandbox "

    /// The user a run drops to when the harness is root: `nobody` (65534), the overflow ID.
    static let nobody: UInt32 = 65534

    static func prepare(_ executable: String, _ arguments: [String], scratch: URL, purpose: Purpose) -> Prepared? {
        if off { return nil }
        let machine = machine
        var isolation = Isolation()
        let limits = purpose.limits
        var command = [executable] + arguments
        // A run on one CPU of its own: its main thread and Swift's cooperative thread then take
        // turns instead of racing, so work enqueued in one order runs in that order.
        if case .run = purpose, let taskset = tool("taskset") {
            let cpus = max(ProcessInfo.processInfo.activeProcessorCount, 1)
            let cpu = nextCPU.withLock { value -> Int in defer { value += 1 }; return value % cpus }
            command = [taskset, "-c", "\(cpu)"] + command
        }
        if let limits, let prlimit = machine.prlimit {
            command = [prlimit] + limits.prlimitOptions + ["--"] + command
            isolation.limits = limits
        } else if limits != nil {
            isolation.refused.append("limits (no prlimit(1) on this machine)")
        }
        var dropToNobody = false
        if machine.namespacesRefused == nil, let unshare = machine.unshare {
            let readOnly: String
            switch purpose {
            case .run:
                readOnly = "-"
                // A cache under /tmp (COURSECHECK_CACHE) holds the program and its kit: /tmp then
                // stays as it is, read-only, rather than hidden under a private one.
                isolation.writes = scratch.standardizedFileURL.path.hasPrefix("/tmp/") ? "scratch-only" : "scratch"
                // As root, run as nobody so that RLIMIT_NPROC binds; only when nobody can reach
                // the program and the libraries beside it.
                if machine.isRoot, machine.setpriv != nil, othersCanReach(URL(fileURLWithPath: executable)) {
                    dropToNobody = chown(scratch.path, nobody, nobody) == 0
                }
            case let .compile(checkout, _):
                readOnly = checkout.standardizedFileURL.path
                isolation.writes = "scratch+"
            case .kitBuild:
                readOnly = ""
            }
            command = [unshare] + unshareOptions + ["/bin/sh", "-c", script, "sh", scratch.path, readOnly] + command
            isolation.network = true
            isolation.processTree = true
        } else if let refused = machine.namespacesRefused {
            isolation.refused.append(refused)
        }
        if let setpriv = machine.setpriv {
            var options = ["--pdeathsig", "KILL"]
            if dropToNobody {
                options += ["--reuid", "\(nobody)", "--regid", "\(nobody)", "--clear-groups"]
                isolation.user = "nobody"
            }
            command = [setpriv] + options + ["--"] + command
        } else {
            isolation.refused.append("ending with the harness (no setpriv(1) on this machine)")
        }
        if machine.isRoot, !dropToNobody, isolation.limits != nil, case .run = purpose {
            isolation.refused.append("the process limit (root is exempt from RLIMIT_NPROC, and nobody cannot reach the program)")
        }
        return Prepared(executable: command[0], arguments: Array(command.dropFirst()),
                        isolation: isolation, limits: isolation.limits)
    }

    /// Whether a user other than the owner can reach a file: every folder above it searchable by
    /// others, the file readable by them.
    static func othersCanReach(_ file: URL) -> Bool {
        var url = file.standardizedFileURL
        var info = stat()
        guard stat(url.path, &info) == 0, info.st_mode & S_IROTH != 0 else { return false }
        while url.path != "/" {
            url.deleteLastPathComponent()
            guard stat(url.path, &info) == 0, info.st_mode & S_IXOTH != 0 else { return false }
        }
        return true
    }

    /// Takes the supervisor's lines out of standard error and its status apart (128 + N: signal
    /// N), and names the limit the program hit, if any.
    /// - Parameter processesAtEnd: how many processes the sandbox held when it was stopped at a
    ///   time-out (nil when it ended on its own).
    static func finish(_ outcome: inout ProcessRunner.Outcome, _ prepared: Prepared, processesAtEnd: Int?) {
        outcome.isolation = prepared.isolation
        if prepared.isolation.processTree {
            var kept: [Substring] = []
            // Only the supervisor's lines up to its `ready`, which it writes just before it starts
            // the program, on the same pipe: a marker the program prints is the program's text.
            var supervisorSpeaks = true
            for line in outcome.stderr.split(separator: "\n", omittingEmptySubsequences: false) {
                if supervisorSpeaks, line == marker + "ready" {
                    supervisorSpeaks = false
                } else if supervisorSpeaks, line.hasPrefix(marker) {
                    outcome.isolation?.refused.append("a read-only mount (\(line.dropFirst(marker.count)))")
                } else {
                    kept.append(line)
                }
            }
            outcome.stderr = kept.joined(separator: "\n")
            if !outcome.wasSignalled, outcome.status > 128 {
                outcome.wasSignalled = true
                outcome.status -= 128
            }
        }
        guard let limits = prepared.limits else { return }
        outcome.stopReason = stopReason(outcome, limits: limits, processesAtEnd: processesAtEnd)
    }

    /// Which limit ended the program: the signal the kernel sends for CPU time (SIGXCPU) and file
    /// size (SIGXFSZ) (setrlimit(2)); for memory, the allocation failure the program reports (a
    /// refused `mmap` leaves no other trace); for processes, a sandbox stopped at a time-out that
    /// held as many processes as the limit allows.
    static func stopReason(_ outcome: ProcessRunner.Outcome, limits: RunLimits, processesAtEnd: Int?) -> String? {
        if outcome.wasSignalled, !outcome.timedOut {
            if outcome.status == SIGXCPU { return limits.stopped(by: .cpu) }
            if outcome.status == SIGXFSZ { return limits.stopped(by: .fileSize) }
        }
        if let processesAtEnd, processesAtEnd >= limits.processes { return limits.stopped(by: .processes) }
        if outcome.status != 0 || outcome.wasSignalled {
            let allocationFailures = ["Could not allocate memory", "Cannot allocate memory", "std::bad_alloc", "out of memory", "failed to allocate"]
            if allocationFailures.contains(where: { outcome.stderr.localizedCaseInsensitiveContains($0) }) { return limits.stopped(by: .memory) }
            let forkFailures = ["Cannot fork", "fork failed", "Resource temporarily unavailable"]
            if forkFailures.contains(where: { outcome.stderr.contains($0) }) { return limits.stopped(by: .processes) }
        }
        return nil
    }
}
