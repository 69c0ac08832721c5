@testable import CourseCheckKit
import Foundation
import Testing

/// The sandbox on this machine's kernel: skipped where it refuses namespaces (the report then
/// says so, which `theSummarySaysWhatWasRefused` checks).
@Suite("Isolating compiles and runs", .serialized)
struct SandboxTests {
    static let works = Sandbox.machine.namespacesRefused == nil && !Sandbox.off

    /// A scratch folder inside a folder of its own, as the cache makes them; outside /tmp, which
    /// a run gets a private one of (`/var/tmp` where the machine has it).
    func scratch() throws -> (parent: URL, scratch: URL) {
        let base = FileManager.default.fileExists(atPath: "/var/tmp") ? URL(fileURLWithPath: "/var/tmp") : FileManager.default.temporaryDirectory
        let parent = base.appendingPathComponent("sandbox-test-\(UUID().uuidString)")
        let scratch = parent.appendingPathComponent(".tmp-run")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        return (parent, scratch)
    }

    func sh(_ script: String, in scratch: URL, limits: RunLimits = .run, timeout: Double = 20) -> ProcessRunner.Outcome {
        ProcessRunner.run("/bin/sh", ["-c", script], directory: scratch, timeout: timeout, isolated: .run(limits: limits))
    }

    @Test(.enabled(if: works)) func writesOutsideTheScratchFolderAreRefusedAndLeaveNothing() throws {
        let (parent, scratch) = try scratch()
        defer { try? FileManager.default.removeItem(at: parent) }
        let outcome = sh("echo in > inside.txt && echo ok; echo out > ../outside.txt || echo refused; echo tmp > /tmp/sandbox-test-\(UUID().uuidString) && echo private", in: scratch)
        #expect(outcome.stdout == (scratch.path.hasPrefix("/tmp/") ? "ok\nrefused\n" : "ok\nrefused\nprivate\n"))
        #expect(outcome.stderr.contains("Read-only file system"))
        #expect(!FileManager.default.fileExists(atPath: parent.appendingPathComponent("outside.txt").path))
        #expect(FileManager.default.fileExists(atPath: scratch.appendingPathComponent("inside.txt").path))
        #expect(outcome.isolation?.writes == (scratch.path.hasPrefix("/tmp/") ? "scratch-only" : "scratch"))
        #expect(outcome.isolation?.refused == [], "every mount was made read-only")
    }

    @Test(.enabled(if: works)) func theRunHasNoNetworkButALoopback() throws {
        let (parent, scratch) = try scratch()
        defer { try? FileManager.default.removeItem(at: parent) }
        // /proc is the run's own (--mount-proc): its network devices are the namespace's.
        let outcome = sh("tail -n +3 /proc/net/dev | cut -d: -f1 | tr -d ' '", in: scratch)
        #expect(outcome.stdout == "lo\n")
        #expect(outcome.isolation?.network == true)
    }

    @Test(.enabled(if: works)) func eachLimitIsNamedWhenHit() throws {
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
        // A bomb that keeps trying is counted at its time-out: C88-4 of the course.
    }

    @Test func memoryIsNamedFromTheAllocationFailure() {
        let outcome = ProcessRunner.Outcome(status: 4, wasSignalled: true, timedOut: false, stdout: "",
                                            stderr: "Fatal error: failed to allocate 67108896 bytes of memory with alignment 8\n",
                                            outputTruncated: false, seconds: 1)
        #expect(Sandbox.stopReason(outcome, limits: .run, processesAtEnd: nil) == "stopped: memory limit of 2 GiB reached")
        let fine = ProcessRunner.Outcome(status: 0, wasSignalled: false, timedOut: false, stdout: "out of memory", stderr: "",
                                         outputTruncated: false, seconds: 1)
        #expect(Sandbox.stopReason(fine, limits: .run, processesAtEnd: nil) == nil, "a run that ended well hit no limit")
    }

    @Test(.enabled(if: works)) func everyProcessEndsWithTheRun() throws {
        let (parent, scratch) = try scratch()
        defer { try? FileManager.default.removeItem(at: parent) }
        let mark = "\(Int.random(in: 100_000...999_999))"
        // Children that outlive the program, one of them in a session of its own.
        let outcome = sh("sleep \(mark) & setsid sleep \(mark) & echo started", in: scratch)
        #expect(outcome.stdout == "started\n")
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
    }

    @Test(.enabled(if: works)) func aCompileSeesTheCheckoutReadOnlyAndItsFolderWritable() throws {
        let (parent, scratch) = try scratch()
        defer { try? FileManager.default.removeItem(at: parent) }
        let outcome = ProcessRunner.run("/bin/sh", ["-c", "echo x > built && echo built; echo y > ../other || echo refused"], directory: scratch,
                                        timeout: 20, isolated: .compile(checkout: parent))
        #expect(outcome.stdout == "built\nrefused\n")
        #expect(outcome.isolation?.writes == "scratch+")
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
