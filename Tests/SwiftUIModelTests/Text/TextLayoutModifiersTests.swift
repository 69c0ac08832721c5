import Foundation
@testable import SwiftUIModel
import Testing

/// A Text's line layout: spacing between lines, shrinking to fit, character spacing.
@Suite("Text line layout") @MainActor
struct TextLayoutModifiersTests {
    func layout(_ string: String, lineLimit: Int? = nil) -> TextLayout {
        TextLayout(string: string, font: Font.body.resolve(in: EnvironmentValues()), bold: false, lineLimit: lineLimit)
    }

    @Test func lineSpacingIsAddedBetweenLines() {
        let plain = layout("First\nSecond"), spaced = layout("First\nSecond")
        spaced.lineSpacing = 10
        let a = plain.sizeThatFits(.unspecified, children: []), b = spaced.sizeThatFits(.unspecified, children: [])
        #expect(b.height - a.height == 10)
        #expect(a.width == b.width)
    }

    @Test func aTextShrinksOnlyWhenItDoesNotFit() {
        let title = layout("A very long title that will not fit here", lineLimit: 1)
        title.minimumScaleFactor = 0.5
        let scale = title.scale(width: 200)
        #expect(scale < 1 && scale >= 0.5)
        #expect(!title.laidOut(width: 200).lines.truncated)
        let short = layout("Short", lineLimit: 1)
        short.minimumScaleFactor = 0.5
        #expect(short.scale(width: 200) == 1)
    }

    @Test func kerningWidensTheText() {
        let graphPlain = mount(Text("Spaced").fixedSize())
        let graphKerned = mount(Text("Spaced").kerning(2).fixedSize())
        let plain = graphPlain.displayTree()[0].sizeThatFits(.unspecified)
        let kerned = graphKerned.displayTree()[0].sizeThatFits(.unspecified)
        #expect(kerned.width - plain.width == 10)
    }
}
