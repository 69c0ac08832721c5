@testable import CourseCheckKit
import CourseCheckProtocol
import Foundation
import Testing

@Suite("Putting a run's result together")
struct RunAssemblyTests {
    static let marker = Channel.stepMarker(secret: "s3cret")
    static let plan = RunPlan(platformMajorVersion: 27, localeIdentifier: "en_US", dynamicTypeSize: .L, colorScheme: .light,
                              device: DeviceModel.standard.metrics, files: [], steps: [.launch, .tap(title: "T"), .tap(title: "T")])

    static func finished(_ stdout: String, stderr: String = "", status: Int32 = 0, signalled: Bool = false) -> ProcessRunner.Finished {
        ProcessRunner.Finished(status: status, wasSignalled: signalled, timedOut: false, stdout: stdout, stderr: stderr, outputTruncated: false, seconds: 0)
    }

    static func observation(steps: Int) -> Observation {
        Observation(steps: Array(repeating: StepObservation(label: "step"), count: steps))
    }

    static func assemble(_ finished: ProcessRunner.Finished, single: String? = nil, completed: Int? = nil) -> RunResult {
        RunAssembly.assemble(finished: finished, plan: plan, single: single, observation: completed.map { observation(steps: $0) },
                             timeout: 1, marker: marker)
    }

    @Test func consoleIsSplitByStepMarkers() {
        let result = Self.assemble(Self.finished("\(Self.marker)launch\nhello\n\(Self.marker)tap \"T\" #1\nagain\n\(Self.marker)tap \"T\" #2\n"), completed: 3)
        #expect(result.steps.map(\.label) == ["launch", "tap \"T\" #1", "tap \"T\" #2"])
        #expect(result.steps.map(\.console) == [["hello"], ["again"], []])
        #expect(result.crash == nil)
        #expect(result.ending?.kind == .finished)
        #expect(result.problems.isEmpty)
    }

    @Test func repeatedStepsAreNumbered() {
        #expect(ScenarioRunner.labels([.launch, .tap(title: "T"), .tap(title: "T")]) == ["launch", "tap \"T\" #1", "tap \"T\" #2"])
    }

    @Test func aFatalErrorIsTheCrashLine() {
        let finished = ProcessRunner.Finished(status: 4, wasSignalled: true, timedOut: false, stdout: "", stderr: "noise\nSwiftUICore/X.swift:34: Fatal error: boom\n", outputTruncated: false, seconds: 0)
        #expect(RunAssembly.crashLine(finished) == "SwiftUICore/X.swift:34: Fatal error: boom")
    }

    /// A line the program prints in a marker's shape, without the run's secret, is its text.
    @Test func aForgedMarkerIsConsoleText() {
        let forged = "\(Channel.stepMarker(secret: "guess"))tap \"T\" #2"
        let result = Self.assemble(Self.finished("\(Self.marker)launch\n\(forged)\nafter\n"), completed: 0)
        #expect(result.steps.map(\.label) == ["launch"])
        #expect(result.steps[0].console == ["\\u{1E}coursecheck-step guess tap \"T\" #2", "after"])
    }

    /// A script's output has no markers at all: the secret's shape does not split it either.
    @Test func aScriptsOutputIsOneStep() {
        let result = Self.assemble(Self.finished("one\n\(Self.marker)launch\ntwo\n"), single: "run")
        #expect(result.steps.map(\.console) == [["one", "\\u{1E}coursecheck-step s3cret launch", "two"]])
        #expect(result.ending?.kind == .finished)
    }

    @Test func controlCharactersInOutputAreShownEscaped() {
        let result = Self.assemble(Self.finished("\u{1B}[2Jred\rhidden\n"), single: "run")
        #expect(result.steps[0].console == ["\\u{1B}[2Jred\\u{D}hidden"])
    }

    /// The issue's case: `exit(0)` during the first of two taps.
    @Test func anEndBeforeTheLastStepIsAProblemNamingTheStep() {
        let result = Self.assemble(Self.finished("\(Self.marker)launch\n\(Self.marker)tap \"T\" #1\ntapped\n"), completed: 1)
        #expect(result.ending?.kind == .endedEarly)
        #expect(result.ending?.step == "tap \"T\" #1")
        #expect(result.ending?.unreached == ["tap \"T\" #2"])
        #expect(result.problems == ["the program ended during step `tap \"T\" #1`, before its last step: exit status 0; never reached: `tap \"T\" #2`"])
    }

    /// The end after the last marker but before its observation: the last step was not done.
    @Test func anEndDuringTheLastStepIsEarlyToo() {
        let result = Self.assemble(Self.finished("\(Self.marker)launch\n\(Self.marker)tap \"T\" #1\n\(Self.marker)tap \"T\" #2\n"), completed: 2)
        #expect(result.ending?.kind == .endedEarly)
        #expect(result.ending?.unreached == [])
    }

    @Test func aCrashNamesItsStep() {
        let result = Self.assemble(Self.finished("\(Self.marker)launch\n\(Self.marker)tap \"T\" #1\n", stderr: "Fatal error: Index out of range\n", status: SIGILL, signalled: true),
                                   completed: 1)
        #expect(result.ending?.kind == .crashed)
        #expect(result.ending?.summary == "crashed during step `tap \"T\" #1`: Fatal error: Index out of range; never reached: `tap \"T\" #2`")
        #expect(!result.problems.contains { $0.contains("ended") })
    }

    @Test func aTimeOutIsAStop() {
        var finished = Self.finished("\(Self.marker)launch\n")
        finished.timedOut = true
        let result = Self.assemble(finished, completed: 0)
        #expect(result.ending?.kind == .stopped)
        #expect(result.ending?.summary.hasPrefix("was stopped during step `launch`: the time-out of 1 s") == true)
    }
}
