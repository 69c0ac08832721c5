import Foundation

/// A Text's spacing preferences, from its font's metrics (OpenSwiftUI
/// `Sources/OpenSwiftUICore/View/Text/Text/Text+Spacing.swift`, `Spacing.textSpacing`, audited
/// against SwiftUI 6.5.4; github.com/OpenSwiftUIProject/OpenSwiftUI at 069dd80). With the font's
/// line, ascender + descender, and a tenth of that rounded up to the pixel as the text's own gap:
/// - from another text: the lower text's leading (`ViewSpacing.TextMetrics.spacing`); San
///   Francisco has none, so stacked texts touch, as lines of one paragraph do;
/// - from a view above it: a line and the gap, less its ascender (6.43 points for body text on a
///   3× screen);
/// - from a view below it: a line and the gap less its cap height, or the gap and its descender,
///   the larger (10.64 points for body text);
/// - its first and last baselines, for views that align on them;
/// - nothing on its leading and trailing edges: 8 points from its neighbours in an HStack.
/// The font's metrics are SF's (`SanFrancisco.metrics`); the pixel is the screen's.
enum TextSpacing {
    static func spacing(font: ResolvedFont, lines: Int, lineSpacing: CGFloat) -> ViewSpacing {
        let metrics = SanFrancisco.metrics
        let pixel = font.pixelLength
        let ascender = metrics.ascender(at: font.size)
        let descender = metrics.descender(at: font.size)
        let fontLine = ascender + descender
        let textGap = (fontLine * 0.1).roundedUp(toPixel: pixel)
        let line = ViewSpacing.TextMetrics(ascend: ascender, descend: descender, leading: metrics.leading(at: font.size), pixelLength: pixel)
        let defaultLineSpacing = fontLine + textGap
        // The ideal layout's baselines: the first on the pixel nearest the ascender, the last
        // lines further on, rounded up (OpenSwiftUI `NSAttributedString.Metrics.update`).
        let firstBaseline = (ascender / pixel).rounded() / (1 / pixel)
        let height = TextMetrics.height(lines: lines, lineHeight: font.unroundedLineHeight, spacing: lineSpacing, pixelLength: pixel)
        let lastBaseline = (firstBaseline + CGFloat(max(lines, 1) - 1) * (font.unroundedLineHeight + lineSpacing)).roundedUp(toPixel: pixel)
        return ViewSpacing(minima: [
            .init(category: .textToText, edge: .top): .belowText(line),
            .init(category: .textToText, edge: .bottom): .aboveText(line),
            .init(category: .textBaseline, edge: .bottom): .distance(lastBaseline - height),
            .init(category: .textBaseline, edge: .top): .distance(-firstBaseline),
            .init(category: .edgeAboveText, edge: .top): .distance(defaultLineSpacing - ascender),
            .init(category: .edgeBelowText, edge: .bottom):
                .distance(max(defaultLineSpacing - metrics.capHeight(at: font.size), textGap + descender)),
        ])
    }
}
