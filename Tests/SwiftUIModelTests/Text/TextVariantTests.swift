@testable import SwiftUIModel
import Testing

/// `Text.textVariant(_:)` shows the text as written and says so.
@Suite("Text variants") @MainActor
struct TextVariantTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func choosingAVariantReportsItself() {
        _ = ModelProblems.take()
        _ = Text("Saturday").textVariant(.sizeDependent)
        #expect(ModelProblems.take().contains { $0.contains("Text.textVariant(_:)") })
    }
}
