import Foundation
@testable import SwiftUIModel
import Testing

/// `Font.TextStyle` and `Text.DateStyle` round-trip through `Codable`; `Font.resolve(in:)` and
/// the resolved font's leading and weight report themselves.
@Suite("Codable text styles, font resolution") @MainActor
struct TextCodableAndResolvedTests {
    func roundTrip<T: Codable>(_ value: T) throws -> T {
        try JSONDecoder().decode(T.self, from: JSONEncoder().encode(value))
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func textAndDateStylesRoundTrip() throws {
        #expect(try roundTrip(Font.TextStyle.caption2) == .caption2)
        #expect(try roundTrip(Text.DateStyle.timer) == .timer)
        #expect(try roundTrip(Text.DateStyle.date) != .time)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func fontResolutionReportsItself() {
        let resolved = Font.body.resolve(in: EnvironmentValues().fontResolutionContext)
        #expect(ModelProblems.recorded.contains { $0.contains("`Font.resolve(in:)` is not modelled") })
        #expect(resolved.leading == .standard)
        #expect(ModelProblems.recorded.contains { $0.contains("`Font.Resolved.leading` is not modelled") })
        #expect(resolved.weight == .regular)
        #expect(ModelProblems.recorded.contains { $0.contains("`Font.Resolved.weight` is not modelled") })
    }
}
