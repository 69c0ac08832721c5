@testable import SwiftUIModel
import Testing
import UIKitModel

/// Between Text.LineStyle and UIKit's NSUnderlineStyle (OpenSwiftUI's
/// TextLineStyleConversionsCompatibilityTests, run against SwiftUI).
@Suite("Text line styles")
struct TextLineStyleTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aSingleLineWithAPatternIsThatPattern() {
        #expect(Text.LineStyle(nsUnderlineStyle: .single) == Text.LineStyle(pattern: .solid))
        #expect(Text.LineStyle(nsUnderlineStyle: [.single, .patternDashDot]) == Text.LineStyle(pattern: .dashDot))
        for other: NSUnderlineStyle in [.thick, .double, .byWord, [], [.single, .thick], [.single, .byWord], [.single, .patternDot, .thick]] {
            #expect(Text.LineStyle(nsUnderlineStyle: other) == nil)
        }
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aLineStyleIsASingleLineWithItsPattern() {
        #expect(NSUnderlineStyle(Text.LineStyle(pattern: .solid, color: .red)) == .single)
        #expect(NSUnderlineStyle(Text.LineStyle(pattern: .dot)) == [.single, .patternDot])
        #expect(NSUnderlineStyle(Text.LineStyle.single) == .single)
    }
}
