@testable import CourseCheckKit
import Testing

@Suite("The sandbox's supervisor")
struct SupervisorTests {
    @Test func itsLinesAreThoseBeforeReadyAndTheRestIsTheProgramsOwn() {
        let m = Supervisor.marker
        let said = Supervisor.read("\(m)writable /sys\nmount: noise\n\(m)shared /dev/shm\n\(m)ready\nthe program's\n\(m)writable /\n")
        #expect(said.ready)
        #expect(said.lines == ["writable /sys", "shared /dev/shm"])
        #expect(said.programStandardError == "the program's\n\(m)writable /\n", "a program cannot speak for the supervisor")
        let failed = Supervisor.read("\(m)failed: binding /run/coursecheck/work\nmkdir: cannot create\n")
        #expect(!failed.ready && failed.lines == ["failed: binding /run/coursecheck/work"])
        #expect(failed.programStandardError == "mkdir: cannot create\n")
    }

    @Test func eachOfItsLinesNamesThePartTheRunLacks() {
        #expect(Supervisor.lack("shared /dev/shm")?.part == .privateTmp)
        #expect(Supervisor.lack("shared /dev/shm")?.why == "/dev/shm could not be made private")
        #expect(Supervisor.lack("writable /sys/fs/cgroup")?.part == .readOnly)
        #expect(Supervisor.lack("visible /c/runs")?.part == .separateRuns)
        #expect(Supervisor.lack("reachable /var/lib/x.sock")?.part == .hiddenSockets)
        #expect(Supervisor.lack("ready") == nil && Supervisor.lack("failed: binding /x") == nil)
    }

    @Test func itsArgumentsCarryTheBindsAndSocketsOneALine() {
        #expect(Supervisor.arguments(mode: "run", scratch: "/c/runs/.tmp-1", binds: [("/a", "/b"), ("/c", "/d")], sockets: ["/s1", "/s2"])
                == ["sh", "run", "/c/runs/.tmp-1", "", "/a\t/b\n/c\t/d", "/s1\n/s2"])
    }

    @Test func theMachinesSocketsAreReadFromItsTable() {
        // Only paths; not those under the folders a run gets private ones of.
        let sockets = Sandbox.listeningSockets()
        #expect(sockets.allSatisfy { $0.hasPrefix("/") && !$0.hasPrefix("/tmp/") && !$0.hasPrefix("/run/") })
    }
}
