import Foundation
@testable import SwiftUIModel
import Testing

@Suite("Layout") @MainActor
struct StackLayoutTests {
    @Test func paddingAddsItsInsetsAroundTheChild() {
        let node = DisplayNode(kind: "padding", children: [leaf(40, 20)], layout: PaddingLayout(insets: EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)))
        #expect(node.sizeThatFits(ProposedViewSize(width: 300, height: 300)) == CGSize(width: 72, height: 52))
    }

    @Test func aStackAddsSpacingAndTakesTheWidestChild() {
        let stack = DisplayNode(kind: "VStack", children: [leaf(40, 20), leaf(60, 10)], layout: StackLayout(axis: .vertical, spacing: nil, crossAlignment: 0.5))
        #expect(stack.sizeThatFits(ProposedViewSize(width: 300, height: 300)) == CGSize(width: 60, height: 38))
    }

    @Test func theLeastFlexibleChildIsSizedFirstAndTheRestShareWhatIsLeft() {
        // 300 wide, spacing 8: the fixed 100 goes first, the two flexible ones share 300 - 16 - 100.
        let stack = DisplayNode(kind: "HStack", children: [leaf(10, 10, flexible: true), leaf(100, 10), leaf(10, 10, flexible: true)],
                                layout: StackLayout(axis: .horizontal, spacing: nil, crossAlignment: 0.5))
        stack.place(in: CGRect(x: 0, y: 0, width: 300, height: 100))
        #expect(stack.children.map(\.frame.width) == [92, 100, 92])
        #expect(stack.children.map(\.frame.minX) == [0, 100, 208])
    }

    @Test func layoutPriorityIsServedBeforeFlexibility() {
        let greedy = leaf(10, 10, flexible: true)
        greedy.layoutPriority = 1
        let stack = DisplayNode(kind: "HStack", children: [leaf(10, 10, flexible: true), greedy],
                                layout: StackLayout(axis: .horizontal, spacing: 0, crossAlignment: 0.5))
        stack.place(in: CGRect(x: 0, y: 0, width: 200, height: 10))
        #expect(stack.children.map(\.frame.width) == [0, 200])
    }

    @Test func anIdealProposalIsPassedDown() {
        let stack = DisplayNode(kind: "VStack", children: [leaf(30, 10, flexible: true)], layout: StackLayout(axis: .vertical, spacing: nil, crossAlignment: 0.5))
        #expect(stack.sizeThatFits(.unspecified) == CGSize(width: 30, height: 10))
    }
}
