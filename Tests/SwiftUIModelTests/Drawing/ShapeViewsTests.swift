import CourseCheckProtocol
import Foundation
@testable import SwiftUIModel
import Testing

/// iOS 13's shape-drawing forms (`some View`, disfavoured beside iOS 17's) draw what Apple's
/// inlinable bodies draw, and the `Shape` statics make the shape they name.
@Suite("Shape views of iOS 13 and shape statics") @MainActor
struct ShapeViewsTests {
    private func attributes(_ view: some View, _ kind: String) -> [String: String] {
        let node = find(kind, in: mount(view))
        return Dictionary(node?.attributes ?? [], uniquingKeysWith: { first, _ in first })
    }

    @Test func fillWithAStyleOnlyFillsInTheForeground() {
        // `fill(style:)` is reached by its whole name: iOS 17's `fill(_:style:)` has another.
        let fill: (FillStyle) -> _ = Circle().fill(style:)
        let drawn = attributes(fill(FillStyle(eoFill: true)), "Circle")
        #expect(drawn[Attribute.Name.fill] == "primary")
        #expect(drawn[Attribute.Name.eoFill] == "true")
    }

    @Test func strokeWithAWidthOrStyleStrokesThePath() {
        let byWidth: (Color, CGFloat) -> _ = Circle().stroke(_:lineWidth:)
        let drawn = attributes(byWidth(.red, 3), "Circle")
        #expect(drawn[Attribute.Name.stroke] == "red")
        #expect(drawn[Attribute.Name.lineWidth] == "3")
        let byStyle: (Color, StrokeStyle) -> _ = Rectangle().stroke(_:style:)
        let styled = attributes(byStyle(.blue, StrokeStyle(lineWidth: 5)), "Rectangle")
        #expect(styled[Attribute.Name.stroke] == "blue")
        #expect(styled[Attribute.Name.lineWidth] == "5")
    }

    @Test func strokeBorderWithoutAStyleStrokesTheInsetShapeInTheForeground() {
        let byWidth: (CGFloat, Bool) -> _ = Rectangle().strokeBorder(lineWidth:antialiased:)
        let graph = mount(byWidth(4, true).frame(width: 100, height: 60))
        let node = graph.displayTree().first.flatMap { firstDrawn($0) }
        guard case .shape(let drawing)? = node?.drawing.paint?.kind else {
            Issue.record("no shape drawn"); return
        }
        #expect(drawing.mode == .stroke(StrokeStyle(lineWidth: 4)))
        #expect(drawing.style == "primary")
        // Inset by half the line width: the stroke's centre line runs 2 points inside the bounds.
        #expect(drawing.path(CGSize(width: 100, height: 60)).boundingRect == CGRect(x: 2, y: 2, width: 96, height: 56))
        let byStyle: (StrokeStyle, Bool) -> _ = Rectangle().strokeBorder(style:antialiased:)
        let graph2 = mount(byStyle(StrokeStyle(lineWidth: 10), true).frame(width: 100, height: 60))
        guard case .shape(let drawing2)? = graph2.displayTree().first.flatMap({ firstDrawn($0) })?.drawing.paint?.kind else {
            Issue.record("no shape drawn"); return
        }
        #expect(drawing2.path(CGSize(width: 100, height: 60)).boundingRect == CGRect(x: 5, y: 5, width: 90, height: 50))
    }

    private func firstDrawn(_ node: DisplayNode) -> DisplayNode? {
        if node.drawing.paint != nil { return node }
        for child in node.children { if let found = firstDrawn(child) { return found } }
        return nil
    }

    @Test func shapeStaticsMakeTheShapeTheyName() {
        let rounded: RoundedRectangle = .rect(cornerRadius: 8, style: .circular)
        #expect(rounded.cornerSize == CGSize(width: 8, height: 8) && rounded.style == .circular)
        let bySize: RoundedRectangle = .rect(cornerSize: CGSize(width: 3, height: 4))
        #expect(bySize.cornerSize == CGSize(width: 3, height: 4) && bySize.style == .continuous)
        let uneven: UnevenRoundedRectangle = .rect(topLeadingRadius: 1, bottomTrailingRadius: 5)
        #expect(uneven.cornerRadii == RectangleCornerRadii(topLeading: 1, bottomLeading: 0, bottomTrailing: 5, topTrailing: 0))
        let radii: UnevenRoundedRectangle = .rect(cornerRadii: RectangleCornerRadii(topLeading: 2), style: .circular)
        #expect(radii.cornerRadii.topLeading == 2 && radii.style == .circular)
        let capsule: Capsule = .capsule(style: .circular)
        #expect(capsule.style == .circular)
    }
}
