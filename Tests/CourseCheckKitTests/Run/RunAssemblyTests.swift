@testable import CourseCheckKit
import CourseCheckProtocol
import Foundation
import Testing

@Suite("Putting a run's result together")
struct RunAssemblyTests {
    @Test func consoleIsSplitByStepMarkers() {
        let stdout = "\(Channel.stepMarker)launch\nhello\n\(Channel.stepMarker)tap \"T\"\nagain\n"
        let outcome = ProcessRunner.Outcome(status: 0, wasSignalled: false, timedOut: false, stdout: stdout, stderr: "", outputTruncated: false, seconds: 0)
        let plan = RunPlan(platformMajorVersion: 27, localeIdentifier: "en_US", dynamicTypeSize: .L, colorScheme: .light,
                           device: DeviceModel.standard.metrics, files: [], steps: [.launch, .tap(title: "T")])
        let result = RunAssembly.assemble(outcome: outcome, plan: plan, single: nil, observation: nil, timeout: 1)
        #expect(result.steps.map(\.label) == ["launch", "tap \"T\""])
        #expect(result.steps.map(\.console) == [["hello"], ["again"]])
        #expect(result.crash == nil)
    }

    @Test func repeatedStepsAreNumbered() {
        #expect(ScenarioRunner.labels([.launch, .tap(title: "T"), .tap(title: "T")]) == ["launch", "tap \"T\" #1", "tap \"T\" #2"])
    }

    @Test func aFatalErrorIsTheCrashLine() {
        let outcome = ProcessRunner.Outcome(status: 4, wasSignalled: true, timedOut: false, stdout: "", stderr: "noise\nSwiftUICore/X.swift:34: Fatal error: boom\n", outputTruncated: false, seconds: 0)
        #expect(RunAssembly.crashLine(outcome) == "SwiftUICore/X.swift:34: Fatal error: boom")
    }
}
