@testable import CourseCheckKit
import Foundation
import Testing

@Suite("The machine's processes")
struct ProcessTreeTests {
    @Test func aProcessAndItsChildrenAreFoundWithTheirTasks() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "sleep 30 & sleep 30 & wait"]
        // Not the test's own output: a sleeper left holding it would keep `swift test` waiting.
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer {
            // The children first: once the shell is gone they are no longer under it.
            for pid in ProcessTree.now().descendants(of: process.processIdentifier).reversed() { kill(pid, SIGKILL) }
            process.waitUntilExit()
        }
        var tree = ProcessTree.now()
        for _ in 0..<50 where tree.descendants(of: process.processIdentifier).count < 3 {
            Thread.sleep(forTimeInterval: 0.05)
            tree = ProcessTree.now()
        }
        #expect(tree.descendants(of: process.processIdentifier).count == 3)
        #expect(tree.tasks(under: process.processIdentifier, user: geteuid()) == 3)
        #expect(tree.tasks(under: process.processIdentifier, user: geteuid() &+ 1) == 0)
        #expect(tree.entries[getpid()].map { $0.tasks > 1 } == true, "this test process has threads")
        let sleeper = tree.children[process.processIdentifier]!.first!
        Thread.sleep(forTimeInterval: 0.1)
        #expect(ProcessTree.isAsleep(sleeper))
    }
}
