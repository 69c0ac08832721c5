import Foundation
@testable import SwiftUIModel
import Testing

/// A text layout's runs are placeholders: their members report themselves.
@Suite("Text layout runs' members report themselves") @MainActor
struct TextLayoutRunMembersTests {

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func runsAndSlicesReadNothingAndReport() {
        _ = ModelProblems.take()
        let run = Text.Layout.Run(notModelledPlaceholder: ())
        let slice = Text.Layout.RunSlice(notModelledPlaceholder: ())
        #expect(run[Highlight.self] == nil)
        #expect(run.characterIndices.isEmpty)
        #expect(slice[Highlight.self] == nil)
        #expect(slice.characterIndices.isEmpty)
        #expect(slice.indices.isEmpty)
        let problems = ModelProblems.take()
        for name in ["Text.Layout.Run.subscript(_:)", "Text.Layout.Run.characterIndices", "Text.Layout.RunSlice.subscript(_:)",
                     "Text.Layout.RunSlice.characterIndices", "Text.Layout.RunSlice.indices"] {
            #expect(problems.contains { $0.contains("`\(name)` is not modelled") })
        }
    }
}

@available(*, deprecated, message: "tests API whose availability is data")
private struct Highlight: TextAttribute {}
