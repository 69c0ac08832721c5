import Foundation
@testable import SwiftUIModel
import Testing

@Suite @MainActor struct TextResolutionTests {
    let env = EnvironmentValues.with(locale: Locale(identifier: "en_US"))

    @Test func interpolatedValuesAreNotMarkdown() {
        let name = "_not italic_"
        let runs = TextResolver.runs(Text("*Hi* \(name)"), in: env).runs
        #expect(runs.map(\.text) == ["Hi", " _not italic_"])
        #expect(runs[0].italic && !runs[1].italic)
    }

    @Test func nestedTextKeepsItsStyleAndTheOuterOneApplies() {
        let runs = TextResolver.runs(Text("a \(Text("b").bold()) c").italic(), in: env).runs
        #expect(runs.map(\.text) == ["a ", "b", " c"])
        #expect(runs.allSatisfy { $0.italic })
        #expect(runs[1].bold && !runs[0].bold)
        #expect(TextRunAttributes.runAttributes(runs).first { $0.0 == "bold" }?.1 == "b")
    }

    /// docs/SCENARIOS.md: `link` gives "the destinations, joined by a vertical bar", one per run
    /// of characters that share a destination.
    @Test func theLinkAttributeGivesTheDestinations() {
        let runs = TextResolver.runs(Text("See [the docs](https://example.com/a) and [more](https://example.com/b)."), in: env).runs
        #expect(TextRunAttributes.runAttributes(runs).first { $0.0 == "link" }?.1 == "https://example.com/a|https://example.com/b")
    }

    @Test func attributedMarkdownRoundTrips() throws {
        let attributed = try AttributedString(markdown: "x **y** *z*")
        let runs = AttributedRuns.runs(of: attributed)
        #expect(runs.map(\.text) == ["x ", "y", " ", "z"])
        #expect(runs[1].bold && runs[3].italic)
    }
}
