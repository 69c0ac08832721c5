import Foundation
@testable import SwiftUIModel
import Testing

/// Generated Markdown of delimiters, links, escapes and extended attributes: the parser never
/// crashes or hangs, and its runs never hold more characters than the source.
@Suite("Fuzzing the Markdown parser")
struct MarkdownParserFuzzTests {
    static let tokens = ["*", "**", "***", "_", "__", "`", "``", "~~", "~", "[", "]", "(", ")", "^[", "](", "inflect: true", "\\",
                         "\\*", "https://example.com", "a", "word", " ", "\n", "{", "}", ":", "\"", ",", "morphology: {number: \"plural\"}",
                         "é", "🙂", "<", ">", "!", "#", "1.", "-"]

    @Test func generatedMarkdown() {
        let report = Fuzz.run("Markdown parser") { random in
            let input = random.text(Self.tokens, upTo: 40)
            for extended in [true, false] {
                let runs = MarkdownParser.parse(input, allowsExtendedAttributes: extended)
                let characters = runs.map(\.text.count).reduce(0, +)
                #expect(characters <= input.count, "\(input.debugDescription): \(characters) characters from \(input.count)")
            }
            _ = ExtendedAttributeParser.parse(random.text(Self.tokens, upTo: 12))
            return input
        }
        #expect(report.slowInputs.isEmpty, "slow: \(report.slowInputs.prefix(1))")
    }
}
