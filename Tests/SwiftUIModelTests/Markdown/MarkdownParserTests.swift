import Foundation
@testable import SwiftUIModel
import Testing

@Suite struct MarkdownParserTests {
    func styled(_ s: String) -> [(String, MarkdownStyle)] { MarkdownParser.parse(s).map { ($0.text, $0.style) } }

    @Test func strongEmphasisAndCode() {
        let runs = MarkdownParser.parse("a *b* __c__ `d*e*` ~~f~~")
        #expect(runs.map(\.text) == ["a ", "b", " ", "c", " ", "d*e*", " ", "f"])
        #expect(runs[1].style == .emphasized)
        #expect(runs[3].style == .stronglyEmphasized)
        #expect(runs[5].style == .code)
        #expect(runs[7].style == .strikethrough)
    }

    @Test func intrawordUnderscoreAndUnclosedDelimiters() {
        #expect(MarkdownParser.parse("snake_case_name").map(\.text) == ["snake_case_name"])
        #expect(MarkdownParser.parse("2 * 3 = 6").map(\.text).joined() == "2 * 3 = 6")
        #expect(MarkdownParser.parse("**open").map(\.text).joined() == "**open")
    }

    @Test func nestedAndEscaped() {
        let runs = MarkdownParser.parse("***both*** \\*literal\\*")
        #expect(runs[0].text == "both" && runs[0].style == [.emphasized, .stronglyEmphasized])
        #expect(runs.last?.text == " *literal*")
    }

    @Test func linksAndExtendedAttributes() {
        let runs = MarkdownParser.parse("see [the **docs**](https://example.com) and ^[2 cup](inflect: true, morphology: {number: \"plural\"})")
        #expect(runs.first { $0.text == "docs" }?.link == "https://example.com")
        #expect(runs.first { $0.text == "docs" }?.style == .stronglyEmphasized)
        let span = runs.last!
        #expect(span.text == "2 cup")
        #expect(span.extended?["inflect"] == .bool(true))
        #expect(span.extended?["morphology"]?.objectValue?["number"] == .string("plural"))
    }

    @Test func unreadableAttributesStayAsTyped() {
        #expect(MarkdownParser.parse("^[x](not json").map(\.text).joined() == "^[x](not json")
    }
}
