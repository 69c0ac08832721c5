import Foundation
@testable import SwiftUIModel
import Testing

/// `Text.Layout.CharacterIndex` is an offset (the SDK's inlined definition); `Text.LayoutKey`
/// combines layouts in order and reports that no Text publishes one.
@Suite("Text layout indices")
struct TextLayoutIndexTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aCharacterIndexComparesAndStridesByItsOffset() {
        let a = Text.Layout.CharacterIndex(value: 2)
        #expect(a.advanced(by: 3) == Text.Layout.CharacterIndex(value: 5))
        #expect(a.distance(to: Text.Layout.CharacterIndex(value: 7)) == 5)
        #expect(a < a.advanced(by: 1) && !(a < a))
        #expect(Array(stride(from: a, to: a.advanced(by: 3), by: 1)).count == 3)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func theLayoutKeyReportsThatItStaysEmpty() {
        _ = ModelProblems.take()
        var value = Text.LayoutKey.defaultValue
        Text.LayoutKey.reduce(value: &value) { [] }
        #expect(value.isEmpty)
        #expect(ModelProblems.take().contains { $0.contains("Text.LayoutKey") })
    }
}
