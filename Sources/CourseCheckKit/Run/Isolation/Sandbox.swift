import Foundation

/// Isolates a scenario's compile or run with what the Linux kernel offers, through util-linux
/// (`setpriv`, `unshare`, `prlimit`) and a small supervisor script (`Supervisor`).
///
/// A scenario's **run** (`Purpose.run`):
///
/// - As root, real root makes its mount, PID and network namespaces (`unshare --mount --pid --net
///   --fork --kill-child --mount-proc`); the supervisor sets the mounts up; the program then runs
///   as a user ID of its own (`RunUsers`) with no capability, an empty bounding set and
///   no-new-privileges (`setpriv --reuid … --nnp --bounding-set=-all …`). The mounts belong to
///   root's namespace, so nothing the program does (even in a user namespace of its own, where
///   they are locked) can remount, unmount or uncover them; and RLIMIT_NPROC counts its own tasks.
/// - Otherwise, in a user namespace of its own (`unshare --user --map-root-user …`): the
///   supervisor, root there, sets the mounts up, and the program runs with every capability
///   dropped and no-new-privileges, so a remount or unmount fails.
/// - Its mounts (`Supervisor`): a `/run` of its own with its folder at `workFolder` (its working
///   folder) and what it reads (`Reads`: its program, the model kit) bound under `runRoot`, so it
///   runs at the same paths wherever the checkout and cache are; private, empty /tmp, /var/tmp
///   and /dev/shm; other runs' folders hidden; the machine's listening Unix sockets covered (the
///   network namespace has an abstract socket namespace of its own); everything else read-only.
/// - `setpriv --pdeathsig KILL`: the sandbox ends when the harness thread that started it ends;
///   `--kill-child`: the supervisor (PID 1 of its namespace, whose end ends every process in it)
///   ends when `unshare` is killed.
/// - Limits (`RunLimits`, through `prlimit`), and one CPU of its own in turn (`taskset`).
///
/// A **compile** sees the checkout read-only and its build folder writable; the **kit's
/// compilers** (our own code) get only a network and process tree of their own; both in a user
/// namespace. Where the kernel refuses namespaces (probed once), runs keep the limits, the user
/// of their own and the parent-death signal, and the report says what was refused; an expected
/// file's claims that need a refused part are skipped (`Isolation.Part`).
/// `COURSECHECK_ISOLATION=off` turns it all off (to measure its cost).
public enum Sandbox {
    /// What the process is.
    public enum Purpose: Sendable {
        /// A scenario's program: nothing writable but its scratch folder.
        case run(limits: RunLimits = .run, reads: Reads? = nil)
        /// The compiler on a scenario: the checkout read-only, the build folder writable.
        case compile(checkout: URL, limits: RunLimits? = .compile)
        /// The compilers of the model's kit, our own code: no limits and nothing read-only (the
        /// linker writes beside SwiftPM's objects), only its own network and process tree, so
        /// that they end with the harness.
        case kitBuild

        var limits: RunLimits? {
            switch self {
            case let .run(limits, _): limits
            case let .compile(_, limits): limits
            case .kitBuild: nil
            }
        }
    }

    /// What a run reads besides the system: `folders` under `root` (its program's, the kit's),
    /// bound read-only at the same place under `runRoot`, so that paths relative to the program
    /// (`$ORIGIN/../../kit/…`) hold; and `inPlace`, folders it reads where they are (the Swift
    /// runtime), which a run's user must be able to reach.
    public struct Reads: Sendable {
        public var root: URL
        public var folders: [URL]
        public var inPlace: [URL]
        public init(root: URL, folders: [URL], inPlace: [URL] = []) {
            self.root = root
            self.folders = folders
            self.inPlace = inPlace
        }
    }

    /// Where a run finds what it reads, and its own folder (`Supervisor` names the latter too).
    static let runRoot = "/run/coursecheck"
    static let workFolder = "/run/coursecheck/work"

    /// The wrapped command and what to read back after it.
    struct Prepared {
        var executable: String
        var arguments: [String]
        /// The environment with the run's paths as the run sees them.
        var environment: [String: String]?
        var isolation: Isolation
        var limits: RunLimits?
        /// Whose tasks RLIMIT_NPROC counts for it (watched for the process limit): every task
        /// under it (`nil` user), or those of its user; nil: not watched.
        var processLimitCounts: ProcessLimitCount?
        /// Whether the supervisor starts the program, and says `ready` first.
        var supervised: Bool
        /// Why it cannot run at all; then nothing is started.
        var refusal: String?
    }

    /// The tasks RLIMIT_NPROC counts for a run: with `user` (one of its own), every task of that
    /// user, and its first process's when `countsFirst` (an `unshare` that moved itself into the
    /// run's user namespace, whose `/proc` entry is root's); else every task under its first
    /// process (the harness's user, in a user namespace of the run's own).
    struct ProcessLimitCount {
        var user: uid_t?
        var countsFirst = true
    }


    static let off = !Configuration.current.isolated

    static func tool(_ name: String) -> String? {
        ["/usr/bin/\(name)", "/bin/\(name)", "/usr/sbin/\(name)", "/sbin/\(name)"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    struct Machine {
        var unshare: String?
        var prlimit: String?
        var setpriv: String?
        /// Real root's own mount, PID and network namespaces work (runs, as root).
        var rootNamespaces = false
        /// User namespaces work (compiles; runs, when not root).
        var userNamespaces = false
        /// Nil when a run gets namespaces; else what refused them.
        var namespacesRefused: String?
        var isRoot: Bool
        /// As root: the user IDs runs take (nil: the machine refused any other user).
        var runUsers: RunUsers?
        /// What refused runs their own user IDs.
        var usersRefused: String?

        /// How runs are isolated here, for their cache key: a run made under weaker isolation is
        /// not reused under stronger.
        var fingerprint: String {
            "\(rootNamespaces && isRoot ? "root" : userNamespaces ? "user" : "none") users=\(runUsers.map { $0.sharesNobody ? "nobody" : "own" } ?? "-")"
                + " limits=\(prlimit != nil) setpriv=\(setpriv != nil)"
        }
    }

    static let userNamespaceOptions = ["--user", "--map-root-user", "--net", "--mount", "--pid", "--fork", "--kill-child", "--mount-proc"]
    static let rootNamespaceOptions = ["--net", "--mount", "--pid", "--fork", "--kill-child", "--mount-proc", "--propagation", "private"]

    /// What this machine allows, tried once: the namespaces with a read-only remount (and, as
    /// root, a private /run), and switching to a run's user.
    static let machine: Machine = {
        var machine = Machine(unshare: tool("unshare"), prlimit: tool("prlimit"), setpriv: tool("setpriv"), isRoot: geteuid() == 0)
        func firstLine(_ finished: ProcessRunner.Finished) -> String {
            finished.stderr.split(separator: "\n").first.map(String.init) ?? "status \(finished.status)"
        }
        if let unshare = machine.unshare {
            let probe = ProcessRunner.run(unshare, userNamespaceOptions + ["/bin/sh", "-c", "mount -n -o remount,bind,ro /"], timeout: 20)
            machine.userNamespaces = probe.status == 0 && !probe.wasSignalled
            var refused = machine.userNamespaces ? nil : firstLine(probe)
            if machine.isRoot {
                let probe = ProcessRunner.run(unshare, rootNamespaceOptions + ["/bin/sh", "-c", "mount -n -t tmpfs coursecheck /run && mount -n -o remount,bind,ro /"], timeout: 20)
                machine.rootNamespaces = probe.status == 0 && !probe.wasSignalled
                if !machine.rootNamespaces, !machine.userNamespaces { refused = firstLine(probe) }
            }
            if let refused { machine.namespacesRefused = "namespaces (\(refused))" }
        } else {
            machine.namespacesRefused = "namespaces (no unshare(1) on this machine)"
        }
        if machine.isRoot, let setpriv = machine.setpriv {
            func works(_ uid: uid_t) -> ProcessRunner.Finished {
                ProcessRunner.run(setpriv, ["--reuid", "\(uid)", "--regid", "\(uid)", "--clear-groups", "/bin/true"], timeout: 20)
            }
            let own = works(RunUsers.first)
            if own.status == 0 {
                machine.runUsers = RunUsers(sharesNobody: false)
            } else {
                machine.usersRefused = "user IDs from \(RunUsers.first) (\(firstLine(own)))"
                if works(RunUsers.nobody).status == 0 { machine.runUsers = RunUsers(sharesNobody: true) }
            }
        } else if machine.isRoot {
            machine.usersRefused = "a user of its own (no setpriv(1) on this machine)"
        }
        return machine
    }()

    /// - Parameter machine: what the machine allows (tests give another).
    static func prepare(_ executable: String, _ arguments: [String], environment: [String: String]?, scratch: URL, purpose: Purpose,
                        machine: Machine = machine) -> Prepared? {
        if off { return nil }
        switch purpose {
        case let .run(limits, reads):
            return prepareRun(executable, arguments, environment: environment, scratch: scratch, limits: limits, reads: reads, machine: machine)
        case .compile, .kitBuild:
            return prepareBuild(executable, arguments, environment: environment, scratch: scratch, purpose: purpose, machine: machine)
        }
    }

    /// How the program is isolated beyond its namespaces, and what is lacking.
    private static func prepareRun(_ executable: String, _ arguments: [String], environment: [String: String]?, scratch: URL,
                                   limits: RunLimits, reads: Reads?, machine: Machine) -> Prepared {
        // Real root's namespaces only where the program can then be another user.
        let asRoot = machine.isRoot && machine.rootNamespaces && machine.runUsers != nil
        let namespaces = asRoot || machine.userNamespaces
        var isolation = Isolation()
        var prepared = Prepared(executable: executable, arguments: arguments, environment: environment, isolation: isolation,
                                limits: nil, processLimitCounts: nil, supervised: namespaces)

        // Its user: as root, one of its own; where the machine has no other user (only root
        // mapped, in a container), root in a user namespace of its own, with no capability; never
        // root without one. Else the harness's.
        var runUser: uid_t?
        if machine.isRoot, machine.runUsers == nil {
            guard machine.userNamespaces else {
                prepared.refusal = "not run: the harness runs as root, and this machine refused both \(machine.usersRefused ?? "another user") and \(machine.namespacesRefused ?? "namespaces"); a scenario's program never runs as root without them"
                return prepared
            }
            let why = "runs are the harness's user, root: this machine refused \(machine.usersRefused ?? "another user")"
            isolation.refused.append(why)
            isolation.lacks(.processLimit, why)
        } else if machine.isRoot, let users = machine.runUsers {
            runUser = users.take()
            isolation.user = users.sharesNobody ? "nobody" : "a user of its own"
            if users.sharesNobody {
                let why = "runs share the user nobody: this machine refused \(machine.usersRefused ?? "user IDs of their own")"
                isolation.refused.append(why)
                isolation.lacks(.processLimit, why)
                if !namespaces { isolation.lacks(.separateRuns, why) }
            }
            if chown(scratch.path, runUser!, runUser!) != 0 {
                prepared.refusal = "not run: cannot give its folder \(scratch.path) to its user (\(String(cString: strerror(errno))))"
                return prepared
            }
            if let unreachable = unreachable(reads: reads, executable: executable, scratch: scratch, bound: namespaces, asRoot: asRoot) {
                prepared.refusal = "not run: a run's user (not root) cannot reach \(unreachable); set COURSECHECK_CACHE to a folder every user can enter, or check out the course there"
                return prepared
            }
        }
        chmod(scratch.path, 0o700)

        // The paths it runs at: its folder and what it reads, where the supervisor binds them.
        let relocation = namespaces ? Relocation(scratch: scratch, reads: reads) : nil
        var command = [relocation?.inside(executable) ?? executable] + arguments.map { relocation?.inside($0) ?? $0 }
        prepared.environment = environment.map { $0.mapValues { relocation?.inside($0) ?? $0 } }

        // A run on one CPU of its own: its main thread and Swift's cooperative thread then take
        // turns instead of racing, so work enqueued in one order runs in that order.
        if let taskset = tool("taskset"), let cpus = RunCPUs.current {
            command = [taskset, "-c", "\(cpus.take())"] + command
        }
        if let prlimit = machine.prlimit {
            command = [prlimit] + limits.prlimitOptions + ["--"] + command
            isolation.limits = limits
        } else {
            isolation.refused.append("limits (no prlimit(1) on this machine)")
            isolation.lacks(.limits, "no prlimit(1) on this machine")
            isolation.lacks(.processLimit, "no prlimit(1) on this machine")
        }

        // No capability, none to gain; as root, its own user as well.
        let user = runUser.map { ["--reuid", "\($0)", "--regid", "\($0)", "--clear-groups"] } ?? []
        let dropAll = ["--nnp", "--inh-caps=-all", "--ambient-caps=-all", "--bounding-set=-all"]
        var outer = ["--pdeathsig", "KILL"]
        if let setpriv = machine.setpriv {
            switch (namespaces, asRoot) {
            case (true, true): command = [setpriv] + user + dropAll + ["--"] + command
            case (true, false): command = [setpriv] + dropAll + ["--"] + command; outer += user
            case (false, _): outer += user + (machine.isRoot ? dropAll : ["--nnp"])
            }
        } else {
            isolation.refused.append("dropping capabilities and ending with the harness (no setpriv(1) on this machine)")
            isolation.lacks(.noCapabilities, "no setpriv(1) on this machine")
        }

        if namespaces, let unshare = machine.unshare {
            let binds = relocation!.binds
            command = [unshare] + (asRoot ? rootNamespaceOptions : userNamespaceOptions) + ["/bin/sh", "-c", Supervisor.script]
                + Supervisor.arguments(mode: "run", scratch: scratch.standardizedFileURL.path, binds: binds, sockets: listeningSockets()) + command
            isolation.network = true
            isolation.processTree = true
            isolation.writes = "scratch"
        } else {
            let why = machine.namespacesRefused ?? "namespaces"
            isolation.refused.append(why)
            for part in [Isolation.Part.network, .readOnly, .privateTmp, .processTree, .hiddenSockets] { isolation.lacks(part, why) }
            if !machine.isRoot {
                isolation.lacks(.separateRuns, "every run is the harness's own user, and the kernel refused the namespaces that hide their folders: \(why)")
                isolation.lacks(.processLimit, "RLIMIT_NPROC counts every process of the harness's user, and the kernel refused a user namespace of the run's own: \(why)")
            }
        }
        if let setpriv = machine.setpriv { command = [setpriv] + outer + ["--"] + command }
        prepared.executable = command[0]
        prepared.arguments = Array(command.dropFirst())
        prepared.isolation = isolation
        prepared.limits = isolation.limits
        // What RLIMIT_NPROC counts: as root, the tasks of the run's user (with real root's
        // namespaces, not root's `unshare` and supervisor); else, in a user namespace, every task
        // in it, which the kernel counts apart from the user's others (Linux 5.14 and later).
        if isolation.whyNot(.processLimit) == nil, isolation.limits != nil {
            prepared.processLimitCounts = ProcessLimitCount(user: runUser, countsFirst: !asRoot)
        }
        return prepared
    }

    /// A scenario's compile, or the kit's compilers: in a user namespace, as before a run's
    /// sandbox was hardened (the compiler is ours; the code it reads is only read).
    private static func prepareBuild(_ executable: String, _ arguments: [String], environment: [String: String]?, scratch: URL,
                                     purpose: Purpose, machine: Machine) -> Prepared {
        var isolation = Isolation()
        var command = [executable] + arguments
        if let limits = purpose.limits {
            if let prlimit = machine.prlimit {
                command = [prlimit] + limits.prlimitOptions + ["--"] + command
                isolation.limits = limits
            } else {
                isolation.refused.append("limits (no prlimit(1) on this machine)")
            }
        }
        if machine.userNamespaces, let unshare = machine.unshare {
            let mode: String
            var checkout = ""
            if case let .compile(root, _) = purpose {
                mode = "compile"
                checkout = root.standardizedFileURL.path
                isolation.writes = "scratch+"
            } else {
                mode = "kit"
            }
            command = [unshare] + userNamespaceOptions + ["/bin/sh", "-c", Supervisor.script]
                + Supervisor.arguments(mode: mode, scratch: scratch.path, checkout: checkout) + command
            isolation.network = true
            isolation.processTree = true
        } else {
            isolation.refused.append(machine.namespacesRefused ?? "namespaces")
        }
        if let setpriv = machine.setpriv {
            command = [setpriv, "--pdeathsig", "KILL", "--"] + command
        } else {
            isolation.refused.append("ending with the harness (no setpriv(1) on this machine)")
        }
        return Prepared(executable: command[0], arguments: Array(command.dropFirst()), environment: environment, isolation: isolation,
                        limits: isolation.limits, processLimitCounts: nil, supervised: machine.userNamespaces && machine.unshare != nil)
    }

    /// Moves a run's paths to where it sees them: its folder at `workFolder`, each folder it
    /// reads at its place under `runRoot`.
    struct Relocation {
        var scratch: String
        var reads: Reads?

        init(scratch: URL, reads: Reads?) {
            self.scratch = scratch.standardizedFileURL.path
            self.reads = reads
        }

        var root: String? { reads?.root.standardizedFileURL.path }

        /// `source<TAB>target` pairs for the supervisor.
        var binds: [(String, String)] {
            [(scratch, workFolder)] + (reads?.folders ?? []).map { folder in
                let path = folder.standardizedFileURL.path
                return (path, inside(path))
            }
        }

        /// A path (or any string that starts with one) as the run sees it.
        func inside(_ value: String) -> String {
            if value == scratch || value.hasPrefix(scratch + "/") { return workFolder + value.dropFirst(scratch.count) }
            if let root, value.hasPrefix(root + "/") { return runRoot + value.dropFirst(root.count) }
            return value
        }
    }

    /// The paths of the Unix sockets this machine's network namespace has bound (`/proc/net/unix`,
    /// proc(5): its last column), but those under the folders a run gets private ones of.
    static func listeningSockets() -> [String] {
        guard let table = try? String(contentsOfFile: "/proc/net/unix", encoding: .utf8) else { return [] }
        var paths = Set<String>()
        for line in table.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 8, fields[7].hasPrefix("/") else { continue }
            let path = fields[7...].joined(separator: " ")
            if ["/tmp/", "/var/tmp/", "/dev/shm/", "/run/", "/var/run/"].contains(where: { path.hasPrefix($0) }) { continue }
            paths.insert(path)
        }
        return paths.sorted()
    }

    /// The first path a run's user (not the owner, not root) cannot reach: with `bound`, the
    /// folders bound into its sandbox need only be readable and searchable themselves (real root
    /// binds them); else every folder above them must be searchable too.
    static func unreachable(reads: Reads?, executable: String, scratch: URL, bound: Bool, asRoot: Bool) -> String? {
        let boundByRoot = bound && asRoot
        for folder in reads?.folders ?? [] where !othersCanEnter(folder, ancestors: !boundByRoot) { return folder.path }
        for folder in reads?.inPlace ?? [] where !othersCanEnter(folder, ancestors: true) { return folder.path }
        if !boundByRoot {
            if !othersCanEnter(scratch.deletingLastPathComponent(), ancestors: true) { return scratch.deletingLastPathComponent().path }
            let program = URL(fileURLWithPath: executable)
            if !othersCanEnter(program.deletingLastPathComponent(), ancestors: true) { return program.deletingLastPathComponent().path }
        }
        return nil
    }

    /// Whether a user other than the owner can list and search `folder` and its subfolders (and,
    /// with `ancestors`, search every folder above it); remembered per folder.
    static func othersCanEnter(_ folder: URL, ancestors: Bool) -> Bool {
        let path = folder.standardizedFileURL.path
        let key = "\(ancestors) \(path)"
        if let known = entered.withLock({ $0[key] }) { return known }
        func enterable(_ path: String) -> Bool {
            var info = stat()
            return stat(path, &info) == 0 && info.st_mode & (S_IROTH | S_IXOTH) == (S_IROTH | S_IXOTH)
        }
        var ok = enterable(path)
        if ok, let children = try? FileManager.default.contentsOfDirectory(atPath: path) {
            for child in children where !child.hasPrefix(".") {
                var info = stat()
                guard stat(path + "/" + child, &info) == 0 else { continue }
                let wanted = info.st_mode & S_IFMT == S_IFDIR ? (S_IROTH | S_IXOTH) : S_IROTH
                if info.st_mode & wanted != wanted { ok = false; break }
            }
        }
        if ok, ancestors {
            var url = URL(fileURLWithPath: path)
            while ok, url.path != "/" {
                url.deleteLastPathComponent()
                var info = stat()
                ok = stat(url.path, &info) == 0 && info.st_mode & S_IXOTH != 0
            }
        }
        entered.withLock { $0[key] = ok }
        return ok
    }

    private static let entered = Locked<[String: Bool]>([:])

    /// Takes the supervisor's lines out of standard error, its status apart (128 + N: signal N),
    /// and names the limit the program hit, if any.
    /// - Parameter atProcessLimit: whether the run held as many tasks as its limit allows when it
    ///   was stopped (by the watch, or at its time-out).
    static func finish(_ finished: inout ProcessRunner.Finished, _ prepared: Prepared, atProcessLimit: Bool) {
        finished.isolation = prepared.isolation
        if prepared.supervised {
            let said = Supervisor.read(finished.stderr)
            finished.stderr = said.programStandardError
            for line in said.lines {
                if line.hasPrefix("failed: ") {
                    finished.stopReason = "not run: the sandbox could not be set up (\(line.dropFirst("failed: ".count)))"
                    finished.notStarted = true
                } else if let lack = Supervisor.lack(line) {
                    finished.isolation?.refused.append(lack.refused)
                    finished.isolation?.lacks(lack.part, lack.why)
                }
            }
            if !finished.wasSignalled, finished.status > 128 {
                finished.wasSignalled = true
                finished.status -= 128
            }
        }
        guard let limits = prepared.limits, !finished.notStarted else { return }
        finished.stopReason = stopReason(finished, limits: limits, atProcessLimit: atProcessLimit)
    }

    /// Which limit ended the program: the process limit when the run held as many tasks as it
    /// allows (`RunWatch`); the signal the kernel sends for CPU time (SIGXCPU) and file size
    /// (SIGXFSZ) (setrlimit(2)); for memory and processes, the failure the program reports (a
    /// refused `mmap` or `fork` leaves no other trace).
    static func stopReason(_ finished: ProcessRunner.Finished, limits: RunLimits, atProcessLimit: Bool) -> String? {
        if atProcessLimit { return limits.stopped(by: .processes) }
        if finished.wasSignalled, !finished.timedOut {
            if finished.status == SIGXCPU { return limits.stopped(by: .cpu) }
            if finished.status == SIGXFSZ { return limits.stopped(by: .fileSize) }
        }
        if finished.status != 0 || finished.wasSignalled {
            let allocationFailures = ["Could not allocate memory", "Cannot allocate memory", "std::bad_alloc", "out of memory", "failed to allocate"]
            if allocationFailures.contains(where: { finished.stderr.localizedCaseInsensitiveContains($0) }) { return limits.stopped(by: .memory) }
            // A program that gives up when a fork is refused (sh: "Cannot fork").
            let forkFailures = ["Cannot fork", "fork failed", "Resource temporarily unavailable"]
            if forkFailures.contains(where: { finished.stderr.contains($0) }) { return limits.stopped(by: .processes) }
        }
        return nil
    }
}
