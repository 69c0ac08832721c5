@testable import CourseCheckKit
import Foundation
import Testing

@Suite("Showing what programs print")
struct ControlCharactersTests {
    @Test func controlCharactersAreShownAsSwiftSpellsThem() {
        #expect(ControlCharacters.escaped("\u{1B}[31mred\rcover\u{7F}\u{85}") == "\\u{1B}[31mred\\u{D}cover\\u{7F}\\u{85}")
        #expect(ControlCharacters.escaped("tab\tand café ✓") == "tab\tand café ✓")
    }

    /// A text report never carries a raw escape, whatever the program printed or a file is named.
    @Test func theTextReportEscapesWhatItQuotes() {
        let observed = ObservedRun(variant: "default", sections: [.init(name: .console, steps: [("run", ["\u{1B}[2Jgone"])])])
        let variant = VariantOutcome(variant: "default", verdict: .fail, observed: observed, failures: [], knownFailureReason: nil,
                                     compileSeconds: 0, runSeconds: 0, cached: true)
        let outcome = ScenarioOutcome(id: "01-a/Q\u{1B}1", path: "lessons/01-a/Q1.swift", title: "t\u{7}", question: "", claims: ["L1-A1"],
                                      verdict: .fail, variants: [variant], message: nil, seconds: 0)
        for verbose in [false, true] {
            let report = TextReport.render(outcome, verbose: verbose)
            #expect(!report.unicodeScalars.contains { ControlCharacters.isControl($0) && $0 != "\n" }, "verbose: \(verbose)")
            #expect(report.contains("01-a/Q\\u{1B}1 · t\\u{7}"), "verbose: \(verbose)")
        }
        #expect(TextReport.render(outcome, verbose: true).contains("\\u{1B}[2Jgone"))
        #expect(!TextReport.progressLine(outcome).contains("\u{1B}"))
    }

    @Test func workflowCommandsStopAroundTheReport() {
        #expect(GitHubAnnotations.stopCommands(token: "t") == "::stop-commands::t")
        #expect(GitHubAnnotations.resumeCommands(token: "t") == "::t::")
        #expect(GitHubAnnotations.property("a\nb:c,d") == "a%0Ab%3Ac%2Cd")
    }
}
