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

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func boldAndItalicWithAFlagApplyOnlyWhenActive() {
        let env = EnvironmentValues()
        #expect(Font.body.bold(true).resolve(in: env).weight == .bold)
        #expect(Font.body.bold(false) == Font.body)
        #expect(Font.body.italic(true) == Font.body.italic())
        #expect(Font.body.italic(false) == Font.body)
        #expect(!ModelProblems.take().contains { $0.contains("Font.") })
    }

    // Widths from the fonts' own tables (Inter 4: "H" 2084 of 2816 units in Regular, 2101 in
    // Bold; Inter Display Regular "H" 1364 of 2048; Noto Sans Mono: every glyph 600 of 1000).
    @Test func advancesComeFromTheFaceOfTheWeightAndOpticalSize() {
        let text = FontFaces.face(weight: .regular, design: nil, size: 17)
        let bold = FontFaces.face(weight: .bold, design: nil, size: 17)
        let display = FontFaces.face(weight: .regular, design: nil, size: 28)
        #expect(text.advance(of: "H") == CGFloat(2084) / 2816)
        #expect(bold.advance(of: "H") == CGFloat(2101) / 2816)
        #expect(display.advance(of: "H") == CGFloat(1364) / 2048)
        #expect(FontFaces.face(weight: .regular, design: nil, size: 34).data.name == "InterDisplay-Regular")
    }

    /// SwiftUI's frames on iOS 16 and 17 (getsentry/sentry-cocoa): "Hello SwiftUI" in body text is
    /// 98 × 20.33 points, at 20 points 112.67 × 24; a 13-point list header 15.67 tall.
    @Test func bodyTextIsAsWideAndAsTallAsSwiftUIMeasuredIt() {
        var environment = EnvironmentValues()
        environment.displayScale = 3
        let body = Font.body.resolve(in: environment)
        #expect(TextMetrics.width(of: "Hello SwiftUI", size: 17, pixelLength: 1.0 / 3) == 98)
        #expect(body.lineHeight == 61.0 / 3)
        #expect(abs(TextMetrics.width(of: "Hello SwiftUI", size: 20, pixelLength: 1.0 / 3) - 112.33) < 0.01)  // measured 112.67
        #expect(Font.system(size: 20).resolve(in: environment).lineHeight == 24)
        #expect(Font.footnote.resolve(in: environment).lineHeight == 47.0 / 3)
        #expect(TextMetrics.height(lines: 2, lineHeight: body.unroundedLineHeight, pixelLength: 1.0 / 3) == 122.0 / 3)
        #expect(TextMetrics.height(lines: 2, lineHeight: body.unroundedLineHeight, spacing: 10, pixelLength: 1.0 / 3) == 152.0 / 3)
    }

    @Test func heavierWeightsAreWiderAndLighterOnesNarrower() {
        let sample = "Plan early, pack light"
        let widths = [Font.Weight.ultraLight, .light, .regular, .semibold, .bold, .black].map {
            TextMetrics.width(of: sample, size: 17, face: .init(weight: $0))
        }
        #expect(widths == widths.sorted())
        #expect(Set(widths).count == widths.count)
    }

    @Test func aMonospacedDesignGivesEveryCharacterOneWidth() {
        let mono = TextMetrics.Face(design: .monospaced)
        #expect(TextMetrics.width(of: "iiii", size: 10, face: mono) == TextMetrics.width(of: "mmmm", size: 10, face: mono))
        #expect(TextMetrics.width(of: "iiii", size: 10, face: mono) == 24)  // 4 × 0.6 em × 10 pt
    }

    @Test func aTitleIsNotTwiceABodyOfHalfItsSize() {
        let body = TextMetrics.width(of: "Weather in Bergen", size: 17)
        let title = TextMetrics.width(of: "Weather in Bergen", size: 34)
        #expect(title < 2 * body)  // the Display face is tighter than the Text face
    }

    @Test func ideographsEmojiAndMarksTakeTheirOwnWidths() {
        #expect(TextMetrics.width(of: "東京", size: 17) == 34)  // one em each (Noto Sans CJK)
        #expect(TextMetrics.width(of: "한", size: 100) == 92)  // Hangul: 0.92 em
        #expect(TextMetrics.width(of: "😀", size: 17) == (17 * 2550 / 2048 - 0.442).rounded(.up))
        #expect(TextMetrics.width(of: "👍🏽", size: 17) == TextMetrics.width(of: "😀", size: 17))
        #expect(TextMetrics.width(of: "e\u{301}", size: 17) == TextMetrics.width(of: "e", size: 17))
    }

    @Test func boldRunsAreMeasuredBold() {
        let regular = TextMetrics.width(of: "early", size: 17, bold: false)
        let bold = TextMetrics.width(of: "early", size: 17, bold: true)
        #expect(bold > regular)
        #expect(TextMetrics.Face(weight: .black).bolded(true).weight == .black)
    }

    @Test func aBoldRunIsMeasuredBoldInsideAPlainText() {
        let font = Font.body.resolve(in: EnvironmentValues())
        let plain = TextCells.cells(of: [TextRun(text: "Plan early, pack light")], font: font, environment: EnvironmentValues())
        let mixed = TextCells.cells(of: [TextRun(text: "Plan "), TextRun(text: "early", bold: true), TextRun(text: ", pack light")],
                                    font: font, environment: EnvironmentValues())
        #expect(TextMetrics.width(of: mixed) > TextMetrics.width(of: plain))
        #expect(TextMetrics.width(of: mixed) < TextMetrics.width(of: TextMetrics.cells("Plan early, pack light", size: 17, face: .init(weight: .bold))))
    }

    @Test func anInlineSymbolIsMeasuredAndReadAsTheSymbol() {
        let font = Font.body.resolve(in: EnvironmentValues())
        let star = Image(systemName: "star.fill")
        let runs = [TextRun(text: "Rated "), TextRun(text: star.inlineName, image: star.inlineName, inlineImage: star), TextRun(text: " 4.8")]
        let cells = TextCells.cells(of: runs, font: font, environment: EnvironmentValues())
        let symbol = SymbolMetrics.size(font: font, scale: .medium).width
        let text = TextMetrics.width(of: TextMetrics.cells("Rated  4.8", size: 17, face: .init()))
        #expect(abs(TextMetrics.width(of: cells) - (text + symbol)) <= 1)
        #expect(!TextCells.spokenText(of: runs).contains("{"))
    }
}
