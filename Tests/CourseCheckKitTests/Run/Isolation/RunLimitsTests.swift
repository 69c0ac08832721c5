@testable import CourseCheckKit
import Testing

@Suite("Run limits")
struct RunLimitsTests {
    @Test func sizesAreWrittenInBinaryUnits() {
        #expect(RunLimits.bytes(2 << 30) == "2 GiB")
        #expect(RunLimits.bytes(64 << 20) == "64 MiB")
        #expect(RunLimits.bytes(1536) == "1536 bytes")
    }

    @Test func eachLimitHasItsSentence() {
        let limits = RunLimits.run
        #expect(limits.stopped(by: .memory) == "stopped: memory limit of 2 GiB reached")
        #expect(limits.stopped(by: .processes) == "stopped: process limit of 64 reached")
        #expect(limits.stopped(by: .fileSize) == "stopped: file size limit of 64 MiB reached")
        #expect(limits.stopped(by: .cpu) == "stopped: CPU time limit of 60 s reached")
        #expect(limits.prlimitOptions == ["--as=2147483648", "--nproc=64", "--fsize=67108864", "--cpu=60:61"])
    }
}
