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

    /// The model shows that a line is drawn, not its pattern or colour: those report themselves.
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test @MainActor func aLineOfItsOwnColourOrPatternIsDrawnAndReportsItself() {
        _ = ModelProblems.take()
        let env = EnvironmentValues()
        #expect(TextResolver.runs(Text("x").underline(color: .red), in: env).runs[0].underline)
        #expect(ModelProblems.take().contains { $0.contains("Text.underline(_:color:)") })
        #expect(TextResolver.runs(Text("x").strikethrough(pattern: .dash), in: env).runs[0].strikethrough)
        #expect(ModelProblems.take().contains { $0.contains("Text.strikethrough(_:pattern:color:)") })
        _ = TextResolver.runs(Text("x").underline().strikethrough(true, pattern: .solid), in: env)
        #expect(ModelProblems.take().isEmpty)
    }
}
