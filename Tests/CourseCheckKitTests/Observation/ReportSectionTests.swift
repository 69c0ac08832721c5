import CourseCheckProtocol
import Foundation
import Testing

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

    @Test func whatRecordWrites() {
        #expect(ReportSection.console.isRecorded)
        #expect(!ReportSection.screenAfter("launch").isRecorded)
        #expect(!ReportSection.problems.isRecorded)
    }
}
