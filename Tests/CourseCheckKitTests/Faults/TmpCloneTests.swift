@testable import CourseCheckKit
import Foundation
import Testing

/// Issue 19: "`git clone` into /tmp, then `swift build` and `swift test`, fails: C88-1 claims
/// `private /tmp: written` and observes `refused`", and so did the README's CI recipe, whose cache
/// is under /tmp. A course checked out under /tmp, with its cache under /tmp and a CI token in the
/// environment: the course's own sandbox scenarios pass there (or are skipped, with the reason,
/// where the kernel refuses what they need), and nothing reaches the machine's /tmp.
@Suite("Faults: a clone and a cache under /tmp", .serialized, .enabled(if: FaultFixture.program != nil))
struct TmpCloneTests {
    /// The course's scenarios about /tmp and the environment, copied as they are.
    static let copied = ["C88-1-write-outside", "C88-10-private-temporary-folders", "C88-12-environment"]

    @Test func theCoursesSandboxScenariosHoldInACloneUnderTmp() async throws {
        try await offThePool { try Self().theCoursesSandboxScenariosHoldNow() }
    }

    func theCoursesSandboxScenariosHoldNow() throws {
        let package = FaultFixture.packageRoot
        let extra = try Self.copied.map { name in
            (path: "lessons/88-hardening/\(name).swift",
             source: try String(contentsOf: package.appendingPathComponent("lessons/88-hardening/\(name).swift"), encoding: .utf8),
             expected: try String(contentsOf: package.appendingPathComponent("expected/88-hardening/\(name).txt"), encoding: .utf8),
             claim: String(name.split(separator: "-").prefix(2).joined(separator: "-")))
        }
        let cache = URL(fileURLWithPath: "/tmp/coursecheck-cache-\(UUID().uuidString)")
        let fixture = try FaultFixture.make(in: URL(fileURLWithPath: "/tmp"), extra: extra, cache: cache)
        defer { fixture.remove(); try? FileManager.default.removeItem(at: cache) }
        let escape = "/tmp/coursecheck-escape.txt"
        let there = FileManager.default.fileExists(atPath: escape)
        // A CI secret in the harness's environment (set here, for the harness to pass on or not).
        let token = "a-ci-token-\(UUID().uuidString)"
        var environment = fixture.environment
        environment["DEPLOY_TOKEN"] = token
        let outcome = ProcessRunner.run(fixture.program, ["check", "--jobs", "2", "--verbose"], environment: environment, directory: fixture.root, timeout: 1200)
        #expect(outcome.status == 0, "\(outcome.stdout.suffix(3000)) \(outcome.stderr.suffix(500))")
        // Where the kernel gives the namespaces, every claim holds; else the sandbox's are skipped.
        let expected = Sandbox.machine.namespacesRefused == nil ? "6 scenarios: 6 pass;" : "skipped"
        #expect(outcome.stdout.contains(expected), "\(outcome.stdout.suffix(400))")
        #expect(!outcome.stdout.contains(token), "the token never reached a run")
        if !there { #expect(!FileManager.default.fileExists(atPath: escape), "C88-1's write to /tmp stayed in its private /tmp") }
    }
}
