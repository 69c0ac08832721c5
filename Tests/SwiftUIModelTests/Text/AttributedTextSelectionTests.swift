import Foundation
@testable import SwiftUIModel
import Testing

/// A selection in an attributed string: its indices, the text and attributes it covers, and
/// edits that keep it on its text.
@Suite("AttributedTextSelection") @MainActor
struct AttributedTextSelectionTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    private func text() -> AttributedString {
        var hello = AttributedString("Hello")
        hello.font = .title
        return hello + AttributedString(" world")
    }

    private func range(_ text: AttributedString, _ from: Int, _ to: Int) -> Range<AttributedString.Index> {
        text.index(text.startIndex, offsetByCharacters: from)..<text.index(text.startIndex, offsetByCharacters: to)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aSelectionCoversItsTextAndRuns() {
        let string = text()
        let selection = AttributedTextSelection(range: range(string, 3, 8))
        #expect(String(string[selection].characters) == "lo wo")
        let fonts = Array(selection.attributes(in: string)[AttributeScopes.SwiftUIAttributes.FontAttribute.self])
        #expect(fonts == [Font.title, nil])
        #expect(selection.indices(in: string) == .ranges(RangeSet(range(string, 3, 8))))
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func replacingTheSelectionLeavesAnInsertionPointAfterIt() {
        var string = text()
        var selection = AttributedTextSelection(range: range(string, 0, 5))
        string.replaceSelection(&selection, withCharacters: "Howdy")
        #expect(String(string.characters) == "Howdy world")
        #expect(selection.indices(in: string) == .insertionPoint(string.index(string.startIndex, offsetByCharacters: 5)))
        // No typing attributes given: those where the selection starts (the title font's run).
        #expect(string.runs.first?.attributes.font == .title)
        #expect(String(string[string.runs.first!.range].characters) == "Howdy")
        string.replaceSelection(&selection, with: AttributedString("!"))
        #expect(String(string.characters) == "Howdy! world")
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aTransformKeepsTheSelectionOnItsText() {
        var string = text()
        var selection = AttributedTextSelection(range: range(string, 6, 11))
        string.transform(updating: &selection) { $0.insert(AttributedString("Oh, "), at: $0.startIndex) }
        #expect(String(string[selection].characters) == "world")
        string.transformAttributes(in: &selection) { $0.foregroundColor = .red }
        #expect(string.runs.last?.attributes.foregroundColor == .red)
        #expect(string.runs.first?.attributes.foregroundColor == nil)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func whatTheModelCannotKnowReportsItself() {
        _ = ModelProblems.take()
        let string = text()
        #expect(AttributedTextSelection().indices(in: string) == .insertionPoint(string.startIndex))
        #expect(AttributedTextSelection(insertionPoint: string.startIndex).affinity(in: string) == .automatic)
        var typing = AttributeContainer()
        typing.font = .body
        #expect(AttributedTextSelection(insertionPoint: string.endIndex, typingAttributes: typing).typingAttributes(in: string) == typing)
        let problems = ModelProblems.take()
        #expect(problems.contains { $0.contains("AttributedTextSelection() placed in a text") })
        #expect(problems.contains { $0.contains("AttributedTextSelection.affinity(in:)") })
    }
}
