import Testing
@testable import CourseCheckKit

@Suite("Runs pinned to the CPUs the harness may use")
struct RunCPUsTests {
    @Test(arguments: [
        ("0-1", [0, 1]),
        ("2-3", [2, 3]),
        ("0-3,8,10-11", [0, 1, 2, 3, 8, 10, 11]),
        (" 5 ", [5]),
    ])
    func aKernelListReadsAsItsCPUs(text: String, cpus: [Int]) {
        #expect(RunCPUs.parseList(text) == cpus)
    }

    @Test(arguments: ["", "a", "3-1", "1-2-3", "1,,2", "-1"])
    func whatIsNotAListIsRefused(text: String) {
        #expect(RunCPUs.parseList(text) == nil)
    }

    @Test func runsTakeTheAllowedCPUsInTurnFromTheStart() {
        let cpus = RunCPUs(allowed: [2, 3, 6], start: 4)
        #expect((0..<5).map { _ in cpus.take() } == [3, 6, 2, 3, 6])
    }

    @Test func theHarnessesOwnAffinityIsRead() throws {
        let cpus = try #require(RunCPUs.current, "this machine's /proc/self/status has Cpus_allowed_list")
        #expect(!cpus.allowed.isEmpty)
        #expect(cpus.allowed.allSatisfy { $0 >= 0 })
    }
}
