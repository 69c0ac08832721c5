@testable import CourseCheckKit
import Foundation
import Testing

/// Every kind of section's behaviour, which `ReportSection` alone decides.
@Suite("Report sections")
struct ReportSectionTests {
    @Test func everyNameParsesBack() {
        for section in ReportSection.fixed + [.screenAfter("tap \"Add\" #2")] {
            #expect(ReportSection(name: section.name) == section)
        }
        #expect(ReportSection(name: "screen after ") == nil)
        #expect(ReportSection(name: "consle") == nil)
    }

    @Test func aSectionIsWrittenAsItsName() throws {
        let data = try JSONEncoder().encode([ReportSection.screenAfter("launch")])
        #expect(String(decoding: data, as: UTF8.self) == "[\"screen after launch\"]")
        #expect(try JSONDecoder().decode([ReportSection].self, from: data) == [.screenAfter("launch")])
    }

    @Test func notesAreIncidentalToTheCompilersSection() {
        #expect(ReportSection.compiler.isIncidental("12:16 note: convert 'shared' to a 'let' constant"))
        #expect(ReportSection.compiler.isIncidental("File.swift:3:1 note: here"))
        #expect(ReportSection.compiler.isIncidental("note: here"))
        #expect(!ReportSection.compiler.isIncidental("12:16 error: the note: is not a note"))
        #expect(!ReportSection.console.isIncidental("note: buy milk"))
    }

    @Test func whatRecordWritesWhereNothingIsClaimed() {
        #expect(ReportSection.console.isRecorded(all: false))
        #expect(!ReportSection.screenAfter("launch").isRecorded(all: true))
        #expect(!ReportSection.accessibility.isRecorded(all: true))
        #expect(!ReportSection.problems.isRecorded(all: false))
        #expect(ReportSection.problems.isRecorded(all: true))
        #expect(!ReportSection.console.isWorthRecording(lines: ["[launch]"], markers: [0]))
        #expect(ReportSection.console.isWorthRecording(lines: ["[launch]", "hi"], markers: [0]))
    }

    /// The report builds the sections grouped by step from each step's lines, behind markers, and
    /// leaves out the sections that only appear when there is something.
    @Test func howARunsReportBuildsEachSection() {
        #expect(ReportSection.fixed.filter(\.groupsBySteps) == [.console, .events, .animations])
        #expect(ReportSection.fixed.filter { !$0.appearsWhenEmpty } == [.events, .animations, .tests, .problems])
        let steps = [RunResult.Step(label: "launch", console: [], observation: nil),
                     RunResult.Step(label: "tap \"A\"", console: ["a"], observation: nil)]
        let scenario = Scenario(id: "l/q", lesson: "l", question: "q", path: "lessons/l/q.swift",
                                files: [.init(name: "q.swift", path: "lessons/l/q.swift", contents: "")], header: Header(), runs: [])
        let run = RunResult(steps: steps, crash: nil, timedOut: false, outputTruncated: false, problems: [], seconds: 0)
        let report = ObservedReport.make(variant: "default", scenario: scenario,
                                         compiled: CompileResult(succeeded: true, diagnostics: [], key: "", seconds: 0), run: run)
        #expect(report.sections.map(\.name) == [.compiler, .console, .network, .crash])
        #expect(report.section(.console)?.lines == ["[launch]", "[tap \"A\"]", "a"])
        #expect(report.section(.console)?.markers == [0, 1])
    }

    @Test func whatTheTextReportShows() {
        #expect(ReportSection.console.isShown([], next: nil))
        #expect(!ReportSection.network.isShown([], next: nil))
        #expect(!ReportSection.screenAfter("launch").isShown(["Text \"a\""], next: ["Text \"a\""]))
        #expect(ReportSection.screenAfter("launch").isShown(["Text \"a\""], next: ["Text \"b\""]))
    }
}
