import Foundation
@testable import SwiftUIModel
import Testing

/// A Text's spacing preferences from its font (`Text/TextSpacing.swift`; OpenSwiftUI
/// `Text+Spacing.swift`), with San Francisco's metrics on a 3× screen.
@Suite @MainActor struct TextSpacingTests {
    func text(_ string: String, _ font: Font = .body) -> DisplayNode {
        var screen = EnvironmentValues()
        screen.displayScale = 3
        let layout = TextLayout(string: string, font: font.resolve(in: screen), bold: false, lineLimit: nil)
        let node = DisplayNode(kind: "Text", content: string, layout: layout)
        layout.node = node
        return node
    }

    func gap(_ axis: Axis, _ first: DisplayNode, _ second: DisplayNode) -> CGFloat {
        StackLayout(axis: axis, spacing: nil, crossAlignment: 0.5).gaps([first, second])[1]
    }

    /// San Francisco has no leading: stacked texts touch, as lines of one paragraph do.
    @Test func textBelowTextIsTheLowerFontsLeadingAway() {
        #expect(gap(.vertical, text("Seattle"), text("Washington")) == 0)
        #expect(gap(.vertical, text("Seattle", .title), text("Washington", .footnote)) == 0)
        let led = ViewSpacing.TextMetrics(ascend: 10, descend: 3, leading: 1.1, pixelLength: 0.5)
        #expect(ViewSpacing.TextMetrics.spacing(top: led, bottom: led) == 1.5)
    }

    /// Body text on a 3× screen: a line (16.19 + 4.10) and a tenth of it rounded up to the pixel
    /// (2.33) make 22.62; less the ascender above it, less the cap height (11.98) below.
    @Test func textKeepsItsFontsDistanceFromOtherViews() {
        let above = gap(.vertical, leaf(10, 10), text("Seattle"))
        let below = gap(.vertical, text("Seattle"), leaf(10, 10))
        #expect(abs(above - 6.434) < 0.001)
        #expect(abs(below - 10.642) < 0.001)
        #expect(gap(.horizontal, text("Seattle"), leaf(10, 10)) == 8)
        #expect(gap(.horizontal, text("Seattle"), text("Washington")) == 8)
    }

    /// The baselines for views that align on them: the first on the pixel nearest the ascender.
    @Test func theFirstBaselineIsOnAPixel() {
        let spacing = text("Seattle").spacing
        #expect(spacing.minima[.init(category: .textBaseline, edge: .top)] == .distance(-49.0 / 3))
        #expect(spacing.minima[.init(category: .edgeAboveText, edge: .leading)] == nil)
    }

    /// The last baseline, from the text's bottom: a line on from the first for each further line
    /// (and its line spacing), rounded up to the pixel, less the text's height. Body text on a 3×
    /// screen: the first baseline at 49/3, one line 61/3 tall, three lines 57 and 61, spaced by 10
    /// 77 and 81: always 4 points above the bottom.
    @Test func theLastBaselineIsALineOnForEachFurtherLine() {
        var screen = EnvironmentValues()
        screen.displayScale = 3
        let font = Font.body.resolve(in: screen)
        func lastBaseline(lines: Int, lineSpacing: CGFloat) -> CGFloat? {
            TextSpacing.spacing(font: font, lines: lines, lineSpacing: lineSpacing)
                .minima[.init(category: .textBaseline, edge: .bottom)]?.plainDistance
        }
        for (lines, lineSpacing) in [(1, CGFloat(0)), (3, 0), (3, 10)] {
            let distance = lastBaseline(lines: lines, lineSpacing: lineSpacing)
            #expect(distance.map { abs($0 - -4) < 1e-9 } == true, "\(lines) lines spaced \(lineSpacing)")
        }
    }
}
