@testable import CourseCheckKit
import CourseCheckProtocol
import Foundation
import Testing

/// The sandbox on this machine's kernel: skipped where it refuses namespaces (the report then
/// says so, which `theSummarySaysWhatWasRefused` checks, and the claims that need them are
/// skipped, which `JudgeTests` checks). Each escape that issue 25 found is tried here against
/// the machine itself: its /tmp, its sockets, a neighbour run's folder.
@Suite("Isolating compiles and runs", .serialized)
struct SandboxTests {
    static let works = Sandbox.machine.namespacesRefused == nil && !Sandbox.off
    static let perl = FileManager.default.isExecutableFile(atPath: "/usr/bin/perl")

    /// A scratch folder inside a folder of its own, as the cache makes them (`runs/.tmp-…`).
    func scratch(in base: URL? = nil, name: String = ".tmp-run") throws -> (parent: URL, scratch: URL) {
        let base = base ?? URL(fileURLWithPath: "/var/tmp", isDirectory: true)
        let parent = base.appendingPathComponent("sandbox-test-\(UUID().uuidString)")
        let scratch = parent.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        return (parent, scratch)
    }

    func sh(_ script: String, in scratch: URL, limits: RunLimits = .run, timeout: Double = 20, environment: [String: String]? = nil,
            reads: Sandbox.Reads? = nil) -> ProcessRunner.Finished {
        ProcessRunner.run("/bin/sh", ["-c", script], environment: environment, directory: scratch, timeout: timeout,
                          isolated: .run(limits: limits, reads: reads))
    }

    /// The package's `.build` folder.
    static let packageBuildFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(".build")

    /// Files named `mark` left in the machine's own temporary folders.
    static func leftovers(_ mark: String) -> [String] {
        ["/tmp", "/var/tmp", "/dev/shm"].map { "\($0)/\(mark)" }.filter { FileManager.default.fileExists(atPath: $0) }
    }

    @Test(.enabled(if: works)) func writesOutsideTheScratchFolderAreRefusedAndLeaveNothing() throws {
        let (parent, scratch) = try scratch()
        defer { try? FileManager.default.removeItem(at: parent) }
        let mark = "sandbox-test-\(UUID().uuidString)"
        let finished = sh("echo in > inside.txt && echo ok; echo out > ../outside.txt || echo refused; echo tmp > /tmp/\(mark) && echo private; pwd", in: scratch)
        #expect(finished.stdout == "ok\nrefused\nprivate\n\(Sandbox.workFolder)\n", "its folder is at the same place wherever the cache is")
        #expect(finished.stderr.contains("Read-only file system"))
        #expect(!FileManager.default.fileExists(atPath: parent.appendingPathComponent("outside.txt").path))
        #expect(FileManager.default.fileExists(atPath: scratch.appendingPathComponent("inside.txt").path))
        #expect(Self.leftovers(mark) == [])
        #expect(finished.isolation?.writes == "scratch")
        #expect(finished.isolation?.refused == [], "every mount was made read-only")
        #expect(finished.isolation?.missing == [:])
    }

    /// Issue 19: a clone under /tmp, or a cache under /tmp, still gets a private /tmp.
    @Test(.enabled(if: works)) func aScratchFolderUnderTmpStillGetsAPrivateTmp() throws {
        let (parent, scratch) = try scratch(in: URL(fileURLWithPath: "/tmp"))
        defer { try? FileManager.default.removeItem(at: parent) }
        let mark = "sandbox-test-\(UUID().uuidString)"
        let finished = sh("ls -A /tmp | wc -l; echo x > /tmp/\(mark) && echo private; echo y > own && echo own", in: scratch)
        #expect(finished.stdout == "0\nprivate\nown\n", "\(finished.stderr)")
        #expect(Self.leftovers(mark) == [])
        #expect(FileManager.default.fileExists(atPath: scratch.appendingPathComponent("own").path))
    }

    @Test(.enabled(if: works)) func aRunCannotUndoItsSandbox() throws {
        let (parent, scratch) = try scratch()
        defer { try? FileManager.default.removeItem(at: parent) }
        let mark = "sandbox-test-\(UUID().uuidString)"
        // What issue 25's hostile run did: remount / read-write, unmount its private /tmp, then
        // write onto the machine's /tmp, /var/tmp and /dev/shm; and the same from a user namespace
        // of its own, where it has every capability.
        let script = """
            grep -E '^(CapEff|CapBnd|NoNewPrivs)' /proc/self/status
            mount -o remount,rw / 2>/dev/null && echo remounted
            umount /tmp 2>/dev/null && echo unmounted; umount -l /var/tmp 2>/dev/null && echo unmounted; umount -l /dev/shm 2>/dev/null && echo unmounted
            unshare -U -m sh -c 'umount -l /tmp && echo nested-unmounted; mount -o remount,bind,rw / && echo nested-remounted' 2>/dev/null
            for d in /tmp /var/tmp /dev/shm; do echo x > $d/\(mark); done
            echo done
            """
        let finished = sh(script, in: scratch)
        #expect(finished.stdout == "CapEff:\t0000000000000000\nCapBnd:\t0000000000000000\nNoNewPrivs:\t1\ndone\n", "\(finished.stderr)")
        #expect(Self.leftovers(mark) == [], "nothing reached the machine's temporary folders")
    }

    @Test(.enabled(if: works)) func concurrentRunsCannotTouchEachOther() throws {
        // Two runs' folders side by side, as `--jobs 2` makes them in `<cache>/runs`: beside the
        // package (a cache's usual place), which no private folder covers.
        let (parent, first) = try scratch(in: Self.packageBuildFolder)
        defer { try? FileManager.default.removeItem(at: parent) }
        let second = parent.appendingPathComponent(".tmp-other")
        try FileManager.default.createDirectory(at: second, withIntermediateDirectories: true)
        let finishedRuns = Locked([String: ProcessRunner.Finished]())
        let group = DispatchGroup()
        for (name, folder, script) in [
            ("first", first, "echo mine > plan.json; sleep 1; cat plan.json; ls -A"),
            ("second", second, "sleep 0.3; ls -A \(parent.path); echo theirs > \(first.path)/plan.json; echo hi > \(first.path)/added; cat \(first.path)/plan.json; echo end"),
        ] {
            group.enter()
            Thread.detachNewThread {
                let finished = sh(script, in: folder)
                finishedRuns.withLock { $0[name] = finished }
                group.leave()
            }
        }
        group.wait()
        #expect(finishedRuns.current["first"]?.stdout == "mine\nplan.json\n", "its file untouched, nothing added")
        #expect(finishedRuns.current["second"]?.stdout == "end\n", "it saw no other folder and reached none: \(finishedRuns.current["second"]?.stderr ?? "")")
        if Sandbox.machine.isRoot, Sandbox.machine.runUsers?.sharesNobody == false {
            var a = stat(), b = stat()
            #expect(stat(first.path, &a) == 0 && stat(second.path, &b) == 0 && a.st_uid != b.st_uid && a.st_mode & 0o777 == 0o700,
                    "each run its own user, its folder closed to others")
        }
    }

    @Test(.enabled(if: works && perl)) func theMachinesSocketsAreOutOfReach() throws {
        let (parent, scratch) = try scratch()
        defer { try? FileManager.default.removeItem(at: parent) }
        // A listener beside the package (no private folder covers it), and one in the abstract
        // namespace of the machine's network namespace.
        let folder = Self.packageBuildFolder.appendingPathComponent("sock-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("s").path
        let abstract = "coursecheck-test-\(UUID().uuidString.prefix(8))"
        let listeners = try [Listener(address: Array(path.utf8)), Listener(address: [0] + Array(abstract.utf8))]
        let client = #"""
            use Socket; for my $a (@ARGV) { my $n = $a; $n =~ s/^@/\0/; socket(my $s, PF_UNIX, SOCK_STREAM, 0);
            print((connect($s, pack_sockaddr_un($n)) ? "reached" : "refused") . "\n"); }
            """#
        let arguments = ["-e", client, path, "@" + abstract]
        let unisolated = ProcessRunner.run("/usr/bin/perl", arguments, timeout: 20)
        #expect(unisolated.stdout == "reached\nreached\n", "the listeners work: \(unisolated.stderr)")
        for listener in listeners { listener.acceptAll() }
        let isolated = ProcessRunner.run("/usr/bin/perl", arguments, directory: scratch, timeout: 20, isolated: .run())
        #expect(isolated.stdout == "refused\nrefused\n", "\(isolated.stderr)")
        #expect(listeners.map { $0.acceptAll() } == [0, 0], "no connection reached the machine's listeners")
    }

    @Test(.enabled(if: works)) func theEnvironmentIsOnlyWhatTheRunIsGiven() throws {
        let (parent, scratch) = try scratch()
        defer { try? FileManager.default.removeItem(at: parent) }
        let finished = ProcessRunner.run("/usr/bin/env", [], environment: ["A": "1", "HOME": scratch.path, "PATH": "/usr/bin:/bin"],
                                        directory: scratch, timeout: 20, isolated: .run())
        #expect(finished.stdout.split(separator: "\n").sorted() == ["A=1", "HOME=\(Sandbox.workFolder)", "PATH=/usr/bin:/bin"],
                "nothing added, the run's paths as it sees them")
        setenv("COURSECHECK_TEST_SECRET", "a token", 1)
        defer { unsetenv("COURSECHECK_TEST_SECRET") }
        let runner = ScenarioRunner(cache: CacheStore(root: parent), timeZone: "Europe/Oslo")
        let given = runner.environment(work: scratch, plan: scratch.appendingPathComponent("plan.json"), observation: scratch.appendingPathComponent("o.json"),
                                       xunit: scratch.appendingPathComponent("t.xml"), stepSecret: "s")
        #expect(given["COURSECHECK_TEST_SECRET"] == nil && given.count == 12, "an allow-list, never the harness's own")
        #expect(given["TZ"] == "Europe/Oslo" && given[Channel.stepSecretVariable] == "s")
        let script = runner.environment(work: scratch, plan: scratch.appendingPathComponent("plan.json"), observation: scratch.appendingPathComponent("o.json"),
                                        xunit: scratch.appendingPathComponent("t.xml"), stepSecret: nil)
        #expect(script.count == 11 && script[Channel.stepSecretVariable] == nil, "no host, no steps to mark: no secret")
    }

    /// Issue 25: a checkout others cannot enter (mode 700, under /root) ran every program into
    /// status 126. As root, the sandbox binds what the run reads where its user reaches it.
    @Test(.enabled(if: works && Sandbox.machine.isRoot && Sandbox.machine.rootNamespaces))
    func aCacheOthersCannotEnterStillRuns() throws {
        let closed = URL(fileURLWithPath: "/var/tmp/sandbox-test-closed-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: closed) }
        let cache = closed.appendingPathComponent("cache")
        let program = cache.appendingPathComponent("scenarios/k")
        let scratch = cache.appendingPathComponent("runs/.tmp-run")
        for folder in [program, scratch] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        chmod(closed.path, 0o700)
        try FileManager.default.copyItem(atPath: "/bin/echo", toPath: program.appendingPathComponent("echo").path)
        let finished = ProcessRunner.run(program.appendingPathComponent("echo").path, ["ran"], directory: scratch, timeout: 20,
                                        isolated: .run(reads: Sandbox.Reads(root: cache, folders: [program])))
        #expect(finished.status == 0 && finished.stdout == "ran\n", "\(finished.status) \(finished.stderr) \(finished.stopReason ?? "")")
        #expect(Sandbox.unreachable(reads: Sandbox.Reads(root: cache, folders: [program]), executable: program.path, scratch: scratch,
                                    bound: false, asRoot: false) == program.path,
                "without real root's namespaces the run's user could not reach it: a clear error, not status 126")
    }

    @Test(.enabled(if: works)) func eachLimitIsNamedWhenHit() async throws {
        try await offThePool { try Self().eachLimitIsNamedWhenHitNow() }
    }

    func eachLimitIsNamedWhenHitNow() throws {
        let (parent, scratch) = try scratch()
        defer { try? FileManager.default.removeItem(at: parent) }
        let small = RunLimits(memoryBytes: 2 << 30, processes: 8, fileSizeBytes: 1 << 20, cpuSeconds: 1)
        let cpu = sh("while :; do :; done", in: scratch, limits: small)
        #expect(cpu.stopReason == "stopped: CPU time limit of 1 s reached")
        #expect(cpu.wasSignalled && cpu.status == SIGXCPU)
        let file = sh("head -c 2000000 /dev/zero > big", in: scratch, limits: small)
        #expect(file.stopReason == "stopped: file size limit of 1 MiB reached")
        // sh gives up when a fork is refused ("Cannot fork").
        let bomb = sh("while :; do sleep 5 & done", in: scratch, limits: small, timeout: 5)
        #expect(bomb.stopReason == "stopped: process limit of 8 reached", "\(bomb.stderr.suffix(200))")
    }

    /// A bomb that keeps trying is stopped when it holds as many tasks as its limit allows, well
    /// before its time limit, and named: C88-4 of the course.
    @Test(.enabled(if: works && perl && Sandbox.machine.runUsers?.sharesNobody != true))
    func aForkBombIsStoppedAtItsProcessLimitBeforeItsTimeLimit() throws {
        let (parent, scratch) = try scratch()
        defer { try? FileManager.default.removeItem(at: parent) }
        let limits = RunLimits(memoryBytes: 2 << 30, processes: 16, fileSizeBytes: 1 << 20, cpuSeconds: 60)
        let bomb = ProcessRunner.run("/usr/bin/perl", ["-e", "$| = 1; print qq(forking\n); fork() while 1"], directory: scratch, timeout: 60,
                                     isolated: .run(limits: limits))
        #expect(bomb.stopReason == "stopped: process limit of 16 reached")
        #expect(bomb.stoppedAtProcessLimit && !bomb.timedOut && bomb.endedOnItsOwn, "ended by its named limit: cached like any run")
        #expect(bomb.stdout == "forking\n")
    }

    @Test(.enabled(if: works)) func aHangIsStoppedOnItsOwnClockAndKeepsWhatItPrinted() throws {
        let (parent, scratch) = try scratch()
        defer { try? FileManager.default.removeItem(at: parent) }
        let hang = sh("echo before; while :; do sleep 1; done", in: scratch, timeout: 1)
        #expect(hang.timedOut && !hang.timedOutOnWallClock && hang.endedOnItsOwn)
        #expect(hang.stdout == "before\n")
    }

    @Test func memoryIsNamedFromTheAllocationFailure() {
        let finished = ProcessRunner.Finished(status: 4, wasSignalled: true, timedOut: false, stdout: "",
                                            stderr: "Fatal error: failed to allocate 67108896 bytes of memory with alignment 8\n",
                                            outputTruncated: false, seconds: 1)
        #expect(Sandbox.stopReason(finished, limits: .run, atProcessLimit: false) == "stopped: memory limit of 2 GiB reached")
        #expect(Sandbox.stopReason(finished, limits: .run, atProcessLimit: true) == "stopped: process limit of 256 reached")
        let fine = ProcessRunner.Finished(status: 0, wasSignalled: false, timedOut: false, stdout: "out of memory", stderr: "",
                                         outputTruncated: false, seconds: 1)
        #expect(Sandbox.stopReason(fine, limits: .run, atProcessLimit: false) == nil, "a run that ended well hit no limit")
    }

    @Test(.enabled(if: works)) func everyProcessEndsWithTheRun() throws {
        let (parent, scratch) = try scratch()
        defer { try? FileManager.default.removeItem(at: parent) }
        let mark = "\(Int.random(in: 100_000...999_999))"
        // Children that outlive the program, one of them in a session of its own.
        let finished = sh("sleep \(mark) & setsid sleep \(mark) & echo started", in: scratch)
        #expect(finished.stdout == "started\n")
        Thread.sleep(forTimeInterval: 0.2)
        #expect(Self.processes(running: "sleep \(mark)") == 0)
    }

    @Test(.enabled(if: works)) func aStatusAndASignalComeThrough() throws {
        let (parent, scratch) = try scratch()
        defer { try? FileManager.default.removeItem(at: parent) }
        let exited = sh("echo said >&2; exit 3", in: scratch)
        #expect(exited.status == 3 && !exited.wasSignalled)
        #expect(exited.stderr == "said\n", "the supervisor's own lines are taken out")
        let killed = sh("kill -SEGV $$", in: scratch)
        #expect(killed.wasSignalled && killed.status == SIGSEGV)
        #expect(killed.stopReason == nil)
        let forged = sh("printf '\\036coursecheck-sandbox writable /\\n' >&2", in: scratch)
        #expect(forged.isolation?.missing == [:] && forged.stderr.contains("coursecheck-sandbox writable /"),
                "a program's own line that looks like the supervisor's is its output, not the supervisor's word")
    }

    @Test(.enabled(if: works)) func aCompileSeesTheCheckoutReadOnlyAndItsFolderWritable() throws {
        let (parent, scratch) = try scratch()
        defer { try? FileManager.default.removeItem(at: parent) }
        let finished = ProcessRunner.run("/bin/sh", ["-c", "echo x > built && echo built; echo y > ../other || echo refused"], directory: scratch,
                                        timeout: 20, isolated: .compile(checkout: parent))
        #expect(finished.stdout == "built\nrefused\n")
        #expect(finished.isolation?.writes == "scratch+")
    }

    @Test(.enabled(if: works)) func theKitsCompilersWriteAnywhereButHaveNoNetwork() throws {
        let (parent, scratch) = try scratch()
        defer { try? FileManager.default.removeItem(at: parent) }
        let finished = ProcessRunner.run("/bin/sh", ["-c", "echo y > ../beside && echo wrote; tail -n +3 /proc/net/dev | cut -d: -f1 | tr -d ' '"],
                                        directory: scratch, timeout: 20, isolated: .kitBuild)
        #expect(finished.stdout == "wrote\nlo\n")
        #expect(finished.isolation?.writes == "everything" && finished.isolation?.limits == nil && finished.isolation?.processTree == true)
    }

    @Test(.enabled(if: works)) func theRunHasNoNetworkButALoopback() throws {
        let (parent, scratch) = try scratch()
        defer { try? FileManager.default.removeItem(at: parent) }
        // /proc is the run's own (--mount-proc): its network devices are the namespace's.
        let finished = sh("tail -n +3 /proc/net/dev | cut -d: -f1 | tr -d ' '", in: scratch)
        #expect(finished.stdout == "lo\n")
        #expect(finished.isolation?.network == true)
    }

    /// Where the kernel refuses namespaces: the run keeps its limits and (as root) a user of its
    /// own, and its isolation says what it lacks, which skips the claims that need it.
    @Test func withoutNamespacesARunKeepsWhatItCanAndSaysWhatItLacks() throws {
        let (parent, scratch) = try scratch()
        defer { try? FileManager.default.removeItem(at: parent) }
        var refusing = Sandbox.machine
        refusing.rootNamespaces = false
        refusing.userNamespaces = false
        refusing.namespacesRefused = "namespaces (unshare: Operation not permitted)"
        let prepared = try #require(Sandbox.prepare("/bin/sh", ["-c", "id -u; grep 'Max processes' /proc/self/limits | tr -s ' ' | cut -d' ' -f3"], environment: nil, scratch: scratch,
                                                    purpose: .run(limits: .run), machine: refusing))
        #expect(!prepared.supervised && prepared.refusal == nil)
        let lacking = Set(prepared.isolation.missing.keys)
        #expect(lacking.isSuperset(of: ["network", "read-only", "private-tmp", "process-tree", "hidden-sockets"]))
        #expect(prepared.isolation.whyNot(.privateTmp) == "namespaces (unshare: Operation not permitted)")
        #expect(lacking.contains("separate-runs") == !refusing.isRoot, "as root, each run is a user of its own")
        guard refusing.setpriv != nil, refusing.prlimit != nil else { return }
        let finished = ProcessRunner.run(prepared.executable, prepared.arguments, directory: scratch, timeout: 20)
        let lines = finished.stdout.split(separator: "\n").map(String.init)
        #expect(lines.last == "256", "its process limit: \(finished.stderr)")
        if refusing.isRoot { #expect(lines.first != "0", "never root") }
        refusing.runUsers = nil
        if refusing.isRoot {
            let refused = Sandbox.prepare("/bin/sh", [], environment: nil, scratch: scratch, purpose: .run(), machine: refusing)
            #expect(refused?.refusal?.hasPrefix("not run: the harness runs as root") == true, "no other user and no namespaces: not run at all")
        }
    }

    @Test func aRunsPathsAreMovedToWhereItSeesThem() {
        let relocation = Sandbox.Relocation(scratch: URL(fileURLWithPath: "/c/runs/.tmp-1"),
                                            reads: Sandbox.Reads(root: URL(fileURLWithPath: "/c"), folders: [URL(fileURLWithPath: "/c/scenarios/k")]))
        #expect(relocation.inside("/c/runs/.tmp-1/plan.json") == "\(Sandbox.workFolder)/plan.json")
        #expect(relocation.inside("/c/runs/.tmp-1") == Sandbox.workFolder)
        #expect(relocation.inside("/c/scenarios/k/scenario") == "/run/coursecheck/scenarios/k/scenario")
        #expect(relocation.inside("/c/runs/.tmp-10/x") == "/run/coursecheck/runs/.tmp-10/x", "another run's folder is not its own")
        #expect(relocation.inside("/usr/bin/stdbuf") == "/usr/bin/stdbuf")
        #expect(relocation.binds.map { "\($0.0) \($0.1)" } == ["/c/runs/.tmp-1 \(Sandbox.workFolder)", "/c/scenarios/k /run/coursecheck/scenarios/k"])
    }

    @Test func theSummarySaysWhatWasRefused() {
        var isolation = Isolation()
        isolation.refused = ["namespaces (unshare: unshare failed: Operation not permitted)"]
        #expect(isolation.summary == "network on · writes: anywhere · no process tree of its own · no limits · refused: namespaces (unshare: unshare failed: Operation not permitted)")
    }

    static func processes(running command: String) -> Int {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.filter { entry in
            guard Int(entry) != nil, let data = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline") else { return false }
            return String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\0", with: " ").trimmingCharacters(in: .whitespaces) == command
        }.count
    }
}

/// A listening Unix socket of the test's own, non-blocking, at a path or an abstract name.
final class Listener {
    let fd: Int32

    init(address: [UInt8]) throws {
        fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var unix = sockaddr_un()
        unix.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &unix.sun_path) { raw in for (index, byte) in address.enumerated() where index < raw.count - 1 { raw[index] = byte } }
        let length = socklen_t(MemoryLayout<sa_family_t>.size + address.count)
        let bound = withUnsafePointer(to: &unix) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) } }
        guard fd >= 0, bound == 0, listen(fd, 16) == 0 else { throw HarnessError("cannot listen: \(String(cString: strerror(errno)))") }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
    }

    deinit { close(fd) }

    /// Accepts every pending connection; returns how many there were.
    @discardableResult
    func acceptAll() -> Int {
        var count = 0
        while case let client = accept(fd, nil, nil), client >= 0 {
            close(client)
            count += 1
        }
        return count
    }
}
