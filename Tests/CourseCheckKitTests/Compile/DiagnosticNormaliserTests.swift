@testable import CourseCheckKit
import Testing

@Suite("Diagnostics")
struct DiagnosticNormaliserTests {
    let work = "/root/.build/coursecheck/scenarios/.tmp-1234"

    @Test func positionsBecomeRelativeAndGroupTagsGo() {
        let output = """
        \(work)/main.swift:12:16: error: static property 'shared' is not concurrency-safe [#MutableGlobalVariable]
            static var shared = Settings()
                       ^
        \(work)/main.swift:12:16: note: convert 'shared' to a 'let' constant
        """
        let diagnostics = DiagnosticNormaliser.normalise(output, workDirectory: work, fileNames: ["main.swift": "D8.swift"])
        #expect(diagnostics.count == 2)
        #expect(diagnostics[0].reportLine(showFile: false) == "12:16 error: static property 'shared' is not concurrency-safe")
        #expect(diagnostics[0].reportLine(showFile: true) == "D8.swift:12:16 error: static property 'shared' is not concurrency-safe")
        #expect(diagnostics[1].severity == .note)
    }

    @Test func macroBuffersAndLocationlessErrorsAreKept() {
        let output = """
        /tmp/swift-generated-sources/@__swiftmacro_5Probe7PreviewfMf_.swift:3:1: error: something in a macro
        error: link command failed with exit code 1
        """
        let diagnostics = DiagnosticNormaliser.normalise(output, workDirectory: work)
        #expect(diagnostics.map { $0.file } == ["<macro expansion>", nil])
        #expect(diagnostics[1].reportLine(showFile: false) == "error: link command failed with exit code 1")
    }

    @Test func machinePathsAreRemovedFromMessages() {
        let output = "\(work)/A.swift:1:1: warning: see \(work)/A.swift for details"
        let diagnostics = DiagnosticNormaliser.normalise(output, workDirectory: work)
        #expect(diagnostics.first?.message == "see A.swift for details")
    }
}
