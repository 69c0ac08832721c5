import Foundation
@testable import SwiftUIModel
import Testing

/// Alignment guides: explicit values, custom guides' defaults, and stacks lining children up by them.
@Suite("Alignment guides") @MainActor
struct AlignmentGuidesTests {
    struct Third: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 3 }
    }

    @Test func builtinAndCustomDefaults() {
        let d = ViewDimensions(width: 90, height: 30)
        #expect(d[HorizontalAlignment.trailing] == 90)
        #expect(d[VerticalAlignment.center] == 15)
        #expect(d[HorizontalAlignment(Third.self)] == 30)
        #expect(d[explicit: HorizontalAlignment.leading] == nil)
    }

    @Test func anExplicitValueSeesTheValueBeforeIt() {
        let d = ViewDimensions(width: 90, height: 30, explicit: [
            ExplicitGuide(key: .horizontal(.leading), compute: { $0[HorizontalAlignment.leading] - 10 }),
        ])
        #expect(d[HorizontalAlignment.leading] == -10)
        #expect(d[explicit: HorizontalAlignment.leading] == -10)
    }

    @Test func aStackLinesUpItsChildrensGuides() {
        let moved = leaf(40, 20)
        moved.carried[AlignmentGuidesKey.self] = [ExplicitGuide(key: .horizontal(.leading), compute: { _ in 20 })]
        let stack = DisplayNode(kind: "VStack", children: [moved, leaf(40, 20)],
                                layout: StackLayout(axis: .vertical, spacing: 0, crossAlignment: 0, crossGuide: .horizontal(.leading)))
        #expect(stack.sizeThatFits(.unspecified) == CGSize(width: 60, height: 40))
        stack.place(in: CGRect(x: 0, y: 0, width: 60, height: 40))
        #expect(stack.children.map(\.frame.minX) == [0, 20])
    }

    @Test func withoutGuidesTheFractionStillDecides() {
        let stack = DisplayNode(kind: "VStack", children: [leaf(40, 20), leaf(20, 20)],
                                layout: StackLayout(axis: .vertical, spacing: 0, crossAlignment: 1, crossGuide: .horizontal(.trailing)))
        stack.place(in: CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(stack.children.map(\.frame.minX) == [0, 20])
    }
}
