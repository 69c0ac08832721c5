@testable import CourseCheckKit
import Foundation
import Testing

@Suite("Running programs")
struct ProcessRunnerTests {
    @Test func hangsEndAtTheTimeout() {
        let outcome = ProcessRunner.run("/bin/sleep", ["30"], timeout: 0.5)
        #expect(outcome.timedOut)
        #expect(outcome.seconds < 10)
    }

    @Test func floodsAreCut() {
        let outcome = ProcessRunner.run("/usr/bin/yes", [], timeout: 20, outputLimit: 10_000)
        #expect(outcome.outputTruncated)
        #expect(outcome.stdout.utf8.count <= 10_000)
        #expect(!outcome.timedOut, "stopped by the flood guard, not the time limit (\(outcome.seconds) s)")
    }
}
