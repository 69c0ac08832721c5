@testable import CourseCheckKit
import CourseCheckProtocol
import Testing

@Suite("Scenario headers")
struct HeaderParserTests {
    @Test func readsDirectivesAndContinuationLines() throws {
        let source = """
        // title: a title
        // question: first part
        //    and the rest
        // claims: L1-A1, L1-A2
        // compile: package
        // step: tap "Add one" 3 times
        import SwiftUI
        // not header
        """
        let (header, runs) = try HeaderParser.parse(source, path: "x.swift")
        #expect(header.title == "a title")
        #expect(header.question == "first part and the rest")
        #expect(header.claims == ["L1-A1", "L1-A2"])
        #expect(runs.count == 1)
        #expect(runs[0].compile == .package)
        #expect(runs[0].steps == Array(repeating: .tap(title: "Add one"), count: 3))
        #expect(runs[0].effectiveSteps.first == .launch)
    }

    @Test func variantsOverrideTheBaseSettings() throws {
        let source = """
        // claims: L9-X1
        // step: tap "A"
        // variant old: platform: iOS 26
        // variant other: root: Other(); step: preview "List"
        """
        let (_, runs) = try HeaderParser.parse(source, path: "x.swift")
        #expect(runs.map(\.variant) == ["old", "other"])
        #expect(runs[0].platformMajorVersion == 26)
        #expect(runs[0].steps == [.tap(title: "A")])
        #expect(runs[1].root == "Other()")
        #expect(runs[1].steps == [.preview(name: "List")])
        #expect(runs[1].effectiveSteps == [.preview(name: "List")])
    }

    @Test func variantsPickTheFilesTheyCompile() throws {
        let source = """
        // claims: L9-X1
        // variant first: files: Model.swift Card.swift
        // variant second: files: Model.swift, Card-2.swift
        """
        let (header, runs) = try HeaderParser.parse(source, path: "x.swift")
        #expect(runs.map(\.files) == [["Model.swift", "Card.swift"], ["Model.swift", "Card-2.swift"]])
        let files = ["Card-2.swift", "Card.swift", "Model.swift"].map { Scenario.SourceFile(name: $0, path: $0, contents: "") }
        let scenario = Scenario(id: "l/q", lesson: "l", question: "q", path: "l/q", files: files, header: header, runs: runs)
        // The folder's order is kept.
        #expect(scenario.forRun(runs[1]).files.map(\.name) == ["Card-2.swift", "Model.swift"])
        #expect(scenario.forRun(RunSettings()).files.count == 3)
        #expect(throws: ScenarioError.self) { try HeaderParser.parse("// claims: L1-A1\n// files: Notes.txt\n", path: "x.swift") }
    }

    @Test func typingAndTogglingSteps() throws {
        #expect(try StepParser.parse(#"type "Bergen" into "City""#).get() == [.type(text: "Bergen", field: "City")])
        #expect(try StepParser.parse(#"toggle "Show year""#).get() == [.tap(title: "Show year")])
        #expect((try? StepParser.parse(#"type "Bergen" "City""#).get()) == nil)
    }

    @Test func accessibilitySettingsAreTheRunsAndAVariantReplacesThem() throws {
        let source = "// claims: L1-A1\n// accessibility: voiceover, reduce-motion\n// variant bold: accessibility: bold-text\n// variant base: step: launch\n"
        let (header, runs) = try HeaderParser.parse(source, path: "x.swift")
        #expect(runs.map(\.accessibility) == [[.boldText], [.voiceOver, .reduceMotion]])
        let scenario = Scenario(id: "l/q", lesson: "l", question: "q", path: "l/q", files: [], header: header, runs: runs)
        #expect(ScenarioRunner.plan(for: scenario, runs[1]).accessibility == [.voiceOver, .reduceMotion])
    }

    @Test func theHeaderEndsAtADocComment() throws {
        let source = "// claims: L1-A1\n/// Where weather comes from.\nfunc f() {}\n"
        let (header, _) = try HeaderParser.parse(source, path: "x.swift")
        #expect(header.claims == ["L1-A1"])
    }

    @Test(arguments: [
        ("// claims: L1-A1\n// colour: red\n", 2, "unknown header key"),
        ("// claims: L1-A1\n// compile: xcode\n", 2, "compile must be"),
        ("// claims: L1-A1\n// step: tap Add\n", 2, "quoted title"),
        ("// claims: L1-A1\n// just words\n", 2, "not `// key: value`"),
        ("// title: no claims\n", 1, "names no claims"),
        ("// claims: L1-A1\n// variant two words: compile: app\n", 2, "one-word name"),
        ("// claims: L1-A1\n// accessibility: voice-over\n", 2, "unknown accessibility setting 'voice-over'"),
    ])
    func malformedHeadersNameTheLine(source: String, line: Int, message: String) {
        #expect {
            try HeaderParser.parse(source, path: "lessons/x.swift")
        } throws: { error in
            guard let error = error as? ScenarioError else { return false }
            return error.line == line && error.path == "lessons/x.swift" && error.message.contains(message)
        }
    }
}
