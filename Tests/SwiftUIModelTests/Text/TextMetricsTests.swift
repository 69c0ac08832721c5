import Foundation
@testable import SwiftUIModel
import Testing

@Suite @MainActor struct TextMetricsTests {
    @Test func wrapsAtSpacesAndTruncatesWithAnEllipsis() {
        let text = "one two three four five six seven eight nine ten"
        let free = TextMetrics.lines(text, size: 17, bold: false, width: 100, lineLimit: nil)
        #expect(free.lines.count > 2 && !free.truncated)
        #expect(free.lines.joined(separator: " ") == text)
        let limited = TextMetrics.lines(text, size: 17, bold: false, width: 100, lineLimit: 2)
        #expect(limited.lines.count == 2 && limited.truncated && limited.lines[1].hasSuffix("…"))
        #expect(TextMetrics.width(of: limited.lines[1], size: 17) <= 100)
    }

    @Test func textStylesFollowDynamicTypeAndFixedSizesDoNot() {
        var env = EnvironmentValues()
        env.dynamicTypeSize = .accessibility3
        #expect(Font.caption.resolve(in: env).size == 32)
        #expect(Font.custom("X", size: 34, relativeTo: .largeTitle).resolve(in: env).size == 52)
        #expect(Font.system(size: 9).resolve(in: env).size == 9)
        #expect(Font.headline.resolve(in: env).weight == .semibold)
    }
}
