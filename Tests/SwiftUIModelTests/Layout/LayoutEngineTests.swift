import Foundation
@testable import SwiftUIModel
import Testing

/// The layout rules on cases of our own, beyond the course. Sources are named in each rule's type
/// (Layout/): REFERENCE.md, OpenSwiftUI, objc.io "Thinking in SwiftUI", Apple's documentation.
@Suite("Layout engine") @MainActor
struct LayoutEngineTests {
    func node(_ layout: any LayoutRule, _ children: [DisplayNode]) -> DisplayNode {
        DisplayNode(kind: "test", children: children, layout: layout)
    }

    /// A resizable picture of a natural size: takes the proposal per axis, nil → natural.
    func picture(_ width: CGFloat, _ height: CGFloat) -> DisplayNode {
        leaf(width, height, flexible: true)
    }

    @Test func aFixedFrameImposesItsSizeAndCentresALargerChild() {
        let frame = node(FixedFrameLayout(width: 200, height: 120, alignment: .center), [leaf(1200, 800)])
        frame.place(in: CGRect(x: 0, y: 0, width: 200, height: 120))
        #expect(frame.children[0].frame == CGRect(x: -500, y: -340, width: 1200, height: 800))
    }

    @Test func aFrameWithOnlyAHeightTakesTheChildsWidth() {
        let frame = node(FixedFrameLayout(width: nil, height: 50, alignment: .center), [leaf(70, 10)])
        #expect(frame.sizeThatFits(ProposedViewSize(width: 300, height: 300)) == CGSize(width: 70, height: 50))
    }

    @Test func flexibleFrameRulesPerAxis() {
        // Only a max: a wider child keeps its width. Min and max: the proposal, clamped.
        let onlyMax = node(FlexibleFrameLayout(horizontal: .init(min: nil, ideal: nil, max: .infinity), vertical: .init(), alignment: .center), [leaf(480, 20)])
        #expect(onlyMax.sizeThatFits(ProposedViewSize(width: 370, height: 100)).width == 480)
        let both = node(FlexibleFrameLayout(horizontal: .init(min: 0, ideal: nil, max: .infinity), vertical: .init(), alignment: .center), [leaf(480, 20)])
        #expect(both.sizeThatFits(ProposedViewSize(width: 370, height: 100)).width == 370)
        // Only a min: the smaller of proposal and child, but at least the min.
        let onlyMin = node(FlexibleFrameLayout(horizontal: .init(min: 100, ideal: nil, max: nil), vertical: .init(), alignment: .center), [leaf(40, 20)])
        #expect(onlyMin.sizeThatFits(ProposedViewSize(width: 300, height: 100)).width == 100)
        // A nil proposal is answered with the ideal.
        let ideal = node(FlexibleFrameLayout(horizontal: .init(min: nil, ideal: 55, max: nil), vertical: .init(), alignment: .center), [leaf(40, 20)])
        #expect(ideal.sizeThatFits(.unspecified).width == 55)
    }

    @Test func paddingPerEdge() {
        let padded = node(PaddingLayout(insets: EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)), [leaf(10, 10)])
        padded.place(in: CGRect(x: 0, y: 0, width: 16, height: 14))
        #expect(padded.sizeThatFits(ProposedViewSize(width: 100, height: 100)) == CGSize(width: 16, height: 14))
        #expect(padded.children[0].frame.origin == CGPoint(x: 2, y: 1))
    }

    @Test func fitAndFillScaleByTheSmallerAndLargerFactor() {
        #expect(AspectRatioLayout.scale(ratio: 1.5, into: ProposedViewSize(width: 338, height: nil), mode: .fit) == CGSize(width: 338, height: 338 / 1.5))
        #expect(AspectRatioLayout.scale(ratio: 1.5, into: ProposedViewSize(width: 200, height: 200), mode: .fill) == CGSize(width: 300, height: 200))
        #expect(AspectRatioLayout.scale(ratio: 1.5, into: ProposedViewSize(width: 200, height: 200), mode: .fit) == CGSize(width: 200, height: 200 / 1.5))
        let fill = node(AspectRatioLayout(ratio: nil, contentMode: .fill), [picture(1200, 800)])
        #expect(fill.sizeThatFits(ProposedViewSize(width: 370, height: 320)) == CGSize(width: 480, height: 320))
    }

    @Test func nestedFramesAroundAFilledPictureReportItsWidth() {
        // frame(height:) passes the filled picture's width on; a stack takes its widest child.
        let fill = node(AspectRatioLayout(ratio: nil, contentMode: .fill), [picture(300, 200)])
        let strip = node(FixedFrameLayout(width: nil, height: 100, alignment: .center), [fill])
        let stack = node(StackLayout(axis: .vertical, spacing: 0, crossAlignment: 0), [strip, leaf(50, 10)])
        #expect(stack.sizeThatFits(ProposedViewSize(width: 100, height: 500)) == CGSize(width: 150, height: 110))
    }

    @Test func overlayIsSizedByThePrimaryView() {
        let overlay = node(OverlayLayout(primaryIndex: 0, alignment: .center), [leaf(100, 50), leaf(300, 300)])
        #expect(overlay.sizeThatFits(ProposedViewSize(width: 400, height: 400)) == CGSize(width: 100, height: 50))
        overlay.place(in: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(overlay.children[1].frame == CGRect(x: -100, y: -125, width: 300, height: 300))
    }

    @Test func aSpacerExpandsAlongItsStacksAxisOnly() {
        let spacer = DisplayNode.spacer(minLength: 8)
        let stack = DisplayNode(kind: "VStack", children: [leaf(40, 20), spacer, leaf(40, 20)], layout: StackLayout(axis: .vertical, spacing: 0, crossAlignment: 0.5))
        for child in stack.children { child.setStackAxis(.vertical) }
        stack.place(in: CGRect(x: 0, y: 0, width: 100, height: 200))
        #expect(stack.children[1].frame.size == CGSize(width: 0, height: 160))
        #expect(stack.children[2].frame.minY == 180)
    }

    @Test func priorityBeforeFlexibilityWithMixedChildren() {
        // 300 wide, no spacing: the fixed 60 and the two flexible ones; the prioritised flexible
        // one gets what the others' minimums leave.
        let favoured = leaf(10, 10, flexible: true)
        favoured.layoutPriority = 1
        let stack = DisplayNode(kind: "HStack", children: [leaf(60, 10), leaf(10, 10, flexible: true), favoured],
                                layout: StackLayout(axis: .horizontal, spacing: 0, crossAlignment: 0.5))
        stack.place(in: CGRect(x: 0, y: 0, width: 300, height: 10))
        #expect(stack.children.map(\.frame.width) == [60, 0, 240])
    }

    @Test func aScrollViewOffersNilAlongItsAxisAndCentresWideContentAcross() {
        let scroll = node(ScrollLayout(axes: .vertical), [leaf(1200, 800)])
        #expect(scroll.sizeThatFits(ProposedViewSize(width: 402, height: 778)) == CGSize(width: 402, height: 778))
        scroll.place(in: CGRect(x: 0, y: 62, width: 402, height: 778))
        #expect(scroll.children[0].frame == CGRect(x: -399, y: 62, width: 1200, height: 800))
    }

    @Test func gridColumnsFixedFlexibleAdaptive() {
        let grid = GridItemTracks(columns: [GridItem(.fixed(100)), GridItem(.flexible())], rowSpacing: nil)
        let widths = grid.columnWidths(300).map(\.width)
        #expect(widths == [100, 192])
        let adaptive = GridItemTracks(columns: [GridItem(.adaptive(minimum: 80))], rowSpacing: nil)
        // (300 + 8) / (80 + 8) = 3.5 → 3 columns of (300 - 16) / 3.
        #expect(adaptive.columnWidths(300).map(\.width) == Array(repeating: (300 - 16) / 3, count: 3))
    }

    @Test func clipsAndVisibility() {
        #expect(LaidOutScreen.visibility(of: CGRect(x: -39, y: 0, width: 480, height: 320), in: CGRect(x: 0, y: 0, width: 402, height: 874)) == "0,0,402,320")
        #expect(LaidOutScreen.visibility(of: CGRect(x: 10, y: 10, width: 5, height: 5), in: CGRect(x: 0, y: 0, width: 402, height: 874)) == "full")
        #expect(LaidOutScreen.visibility(of: CGRect(x: 500, y: 10, width: 5, height: 5), in: CGRect(x: 0, y: 0, width: 402, height: 874)) == "none")
        #expect(ClipShape.circle.bounds(in: CGRect(x: 0, y: 0, width: 100, height: 50)) == CGRect(x: 25, y: 0, width: 50, height: 50))
    }
}
