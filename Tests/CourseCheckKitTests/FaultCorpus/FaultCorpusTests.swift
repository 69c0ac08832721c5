@testable import CourseCheckKit
import Foundation
import Testing

/// The fault corpus (Tests/FaultCorpus): its quick cases on every `swift test`, the whole of it
/// with `COURSECHECK_FAULT_CORPUS=all` (`scripts/fault-test.sh`), which prints the count per class.
@Suite("Fault corpus", .enabled(if: FaultFixture.program != nil))
struct FaultCorpusTests {
    static let all = (try? FaultCorpus.cases()) ?? []

    @Test func everyCaseParsesAndThereAreAtLeast150() throws {
        let cases = try FaultCorpus.cases()
        #expect(cases.count >= 150, "\(cases.count) cases")
        #expect(Set(cases.map(\.name)).count == cases.count)
        #expect(cases.allSatisfy { [0, 1, 2].contains($0.status) })
        // Every class a case can land in is reachable: the corpus judges, it does not only run.
        #expect(cases.contains { !$0.never.isEmpty } && cases.contains { !$0.says.isEmpty })
    }

    @Test(arguments: all.filter(\.quick))
    func aQuickCaseGetsWhatTheUserShouldGet(_ fault: FaultCase) async throws {
        let result = try await offThePool { FaultCorpus.run(fault) }
        #expect(result.outcome == .ok || result.outcome == .skipped, "\(result.line)\n\(result.output.suffix(3000))")
    }

    @Test(.enabled(if: Configuration.Tests.runsWholeFaultCorpus))
    func theWholeCorpus() async throws {
        let cases = try FaultCorpus.cases()
        let results = Locked([FaultCorpus.Result?](repeating: nil, count: cases.count))
        try await offThePool {
            // Two at a time: most cases compile, and the machine is shared.
            DispatchQueue.concurrentPerform(iterations: 2) { worker in
                for index in stride(from: worker, to: cases.count, by: 2) {
                    let result = FaultCorpus.run(cases[index])
                    print("fault test: " + result.line)
                    results.withLock { $0[index] = result }
                }
            }
        }
        let all = results.current.compactMap { $0 }
        print("fault test: " + FaultCorpus.summary(all))
        for result in all where result.outcome != .ok && result.outcome != .skipped {
            Issue.record("\(result.line)\n\(result.output.suffix(2000))")
        }
    }
}
