@testable import CourseCheckKit
import CourseCheckProtocol
import Foundation
import Testing

@Suite("Running programs")
struct RunnerTests {
    @Test func consoleIsSplitByStepMarkers() {
        let stdout = "\(Channel.stepMarker)launch\nhello\n\(Channel.stepMarker)tap \"T\"\nagain\n"
        let outcome = ProcessRunner.Outcome(status: 0, wasSignalled: false, timedOut: false, stdout: stdout, stderr: "", outputTruncated: false, seconds: 0)
        let plan = RunPlan(platformMajorVersion: 27, localeIdentifier: "en_US", dynamicTypeSize: "L", colorScheme: "light",
                           device: DeviceCatalog.devices[0], files: [], steps: [.launch, .tap(title: "T")])
        let result = ScenarioRunner.assemble(outcome: outcome, plan: plan, single: nil, observation: nil, timeout: 1)
        #expect(result.steps.map(\.label) == ["launch", "tap \"T\""])
        #expect(result.steps.map(\.console) == [["hello"], ["again"]])
        #expect(result.crash == nil)
    }

    @Test func repeatedStepsAreNumbered() {
        #expect(ScenarioRunner.labels([.launch, .tap(title: "T"), .tap(title: "T")]) == ["launch", "tap \"T\" #1", "tap \"T\" #2"])
    }

    @Test func junitBecomesOneLinePerTest() {
        let xml = """
        <testsuites><testsuite name="TestResults"><testcase classname="ProbeTests" name="works()" time="0.001" />
        <testcase classname="ProbeTests" name="breaks()" time="0.002"><failure message="Expectation failed: 1 == 2" /></testcase></testsuite></testsuites>
        """
        #expect(TestResults.lines(fromJUnit: xml) == ["✓ works(): passed (0.001 s)", "✗ breaks(): failed (0.002 s): Expectation failed: 1 == 2"])
    }

    @Test func aFatalErrorIsTheCrashLine() {
        let outcome = ProcessRunner.Outcome(status: 4, wasSignalled: true, timedOut: false, stdout: "", stderr: "noise\nSwiftUICore/X.swift:34: Fatal error: boom\n", outputTruncated: false, seconds: 0)
        #expect(ScenarioRunner.crashLine(outcome) == "SwiftUICore/X.swift:34: Fatal error: boom")
    }

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
