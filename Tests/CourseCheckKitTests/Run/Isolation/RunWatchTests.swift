@testable import CourseCheckKit
import Foundation
import Testing

/// The watch's rules on given views of the processes and clocks; `SandboxTests` watch real runs.
@Suite("Watching a run")
struct RunWatchTests {
    /// A sandbox: `unshare` (1, root's) → supervisor (2, root's) → program (3, the run's user, 4
    /// threads) → children 4…(3 + children), the run's user.
    static func tree(children: Int, user: uid_t = 7) -> ProcessTree {
        var tree = ProcessTree()
        func add(_ pid: pid_t, parent: pid_t, user: uid_t, tasks: Int) {
            tree.entries[pid] = .init(parent: parent, user: user, tasks: tasks, cpuTicks: 0)
            tree.children[parent, default: []].append(pid)
        }
        add(1, parent: 0, user: 0, tasks: 1)
        add(2, parent: 1, user: 0, tasks: 1)
        add(3, parent: 2, user: user, tasks: 4)
        for child in 0..<children { add(pid_t(4 + child), parent: child == 0 ? 3 : pid_t(3 + child), user: user, tasks: 1) }
        return tree
    }

    @Test func theProcessLimitCountsTheRunsTasksThreadsIncluded() {
        let watch = RunWatch(root: 1, counted: .init(user: 7, countsFirst: false), processLimit: 16, timeout: 3, supervised: true)
        #expect(Self.tree(children: 11).tasks(under: 1, user: 7) == 15)
        #expect(Self.tree(children: 11).tasks(ofUser: 7) == 15)
        let movedIn = RunWatch(root: 1, counted: .init(user: 7, countsFirst: true), processLimit: 16, timeout: 3, supervised: true)
        #expect(movedIn.judge(tree: Self.tree(children: 11), ownSeconds: 0, wallSeconds: 0) == .processLimit,
                "an `unshare` that moved itself into the run's user namespace counts, though /proc shows it as root's")
        #expect(watch.judge(tree: Self.tree(children: 11), ownSeconds: 0, wallSeconds: 0) == .running)
        #expect(watch.judge(tree: Self.tree(children: 12), ownSeconds: 0, wallSeconds: 0) == .processLimit, "4 threads and 12 processes")
        #expect(watch.judge(tree: Self.tree(children: 12), ownSeconds: 5, wallSeconds: 100) == .processLimit, "named first, whatever the clocks say")
        let everyone = RunWatch(root: 1, counted: .init(user: nil), processLimit: 16, timeout: 3, supervised: true)
        #expect(everyone.judge(tree: Self.tree(children: 10), ownSeconds: 0, wallSeconds: 0) == .processLimit, "in a user namespace: every task")
        let unwatched = RunWatch(root: 1, counted: nil, processLimit: 16, timeout: 3, supervised: true)
        #expect(unwatched.judge(tree: Self.tree(children: 40), ownSeconds: 0, wallSeconds: 0) == .running)
    }

    @Test func theTimeLimitIsTheProgramsOwnTimeAndTheWallClockOnlyACap() {
        let watch = RunWatch(root: 1, counted: nil, processLimit: nil, timeout: 2, supervised: true)
        #expect(watch.wallLimit == 302)
        #expect(watch.judge(tree: ProcessTree(), ownSeconds: 1.9, wallSeconds: 30) == .running, "a busy machine's wall time does not count")
        #expect(watch.judge(tree: ProcessTree(), ownSeconds: 2, wallSeconds: 2.5) == .timeLimit(capped: false))
        #expect(watch.judge(tree: ProcessTree(), ownSeconds: 0.5, wallSeconds: 302) == .timeLimit(capped: true))
        #expect(RunWatch(root: 1, counted: nil, processLimit: nil, timeout: 60, supervised: true).wallLimit == 600)
    }

    @Test func aSleepingProgramsTimeCountsAndItsStartDoesNot() throws {
        // A real program: asleep from the start, so its own clock runs with the wall clock.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sleep")
        process.arguments = ["30"]
        // Not the test's own output: a sleeper left holding it would keep `swift test` waiting.
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        let watch = RunWatch(root: process.processIdentifier, counted: nil, processLimit: nil, timeout: 0.5, supervised: false)
        var reading = RunWatch.Reading.running
        let start = Date()
        while reading == .running, Date().timeIntervalSince(start) < 20 {
            Thread.sleep(forTimeInterval: 0.1)
            reading = watch.check()
        }
        #expect(reading == .timeLimit(capped: false))
        let supervised = RunWatch(root: process.processIdentifier, counted: nil, processLimit: nil, timeout: 0.1, supervised: true)
        for _ in 0..<4 {
            Thread.sleep(forTimeInterval: 0.1)
            #expect(supervised.check() == .running, "no clock before the supervisor says ready")
        }
    }
}
