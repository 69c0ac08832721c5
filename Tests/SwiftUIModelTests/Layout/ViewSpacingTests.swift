import Foundation
@testable import SwiftUIModel
import Testing

/// The spacing between neighbours in a stack, from each one's preferences by edge (OpenSwiftUI
/// `Spacing.swift`, `Text+Spacing.swift`, `StackLayout.swift`, `Spacer.swift`, `FrameLayout.swift`,
/// `PaddingLayout.swift`).
@Suite("View spacing") @MainActor
struct ViewSpacingTests {
    /// A 3× screen, as an iPhone 17's.
    var screen: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.displayScale = 3
        return environment
    }

    func text(_ string: String, _ font: Font = .body) -> DisplayNode {
        TextLayout(string: string, font: font.resolve(in: screen), bold: false, lineLimit: nil).node(string)
    }

    func stack(_ axis: Axis, _ children: [DisplayNode], spacing: CGFloat? = nil) -> DisplayNode {
        let node = DisplayNode(kind: "Stack", children: children, layout: StackLayout(axis: axis, spacing: spacing, crossAlignment: 0.5))
        children.forEach { $0.setStackAxis(axis) }
        return node
    }

    func gap(_ axis: Axis, _ first: DisplayNode, _ second: DisplayNode) -> CGFloat {
        StackLayout(axis: axis, spacing: nil, crossAlignment: 0.5).gaps([first, second])[1]
    }

    @Test func viewsWithNoPreferencesAreEightPointsApart() {
        #expect(gap(.vertical, leaf(10, 10), leaf(10, 10)) == 8)
        #expect(gap(.horizontal, leaf(10, 10), leaf(10, 10)) == 8)
        #expect(ViewSpacing().distance(to: ViewSpacing(), along: .vertical) == 8)
        #expect(ViewSpacing.zero.distance(to: .zero, along: .horizontal) == 0)
    }

    @Test func aSpacerIsTheGapItself() {
        let spacer = DisplayNode.spacer(minLength: 8)
        let row = stack(.horizontal, [text("Left"), spacer, leaf(10, 10)])
        #expect(StackLayout(axis: .horizontal, spacing: nil, crossAlignment: 0.5).gaps(row.children) == [0, 0, 0])
        let column = stack(.vertical, [leaf(10, 10), DisplayNode.spacer(minLength: 8), text("Bottom")])
        #expect(StackLayout(axis: .vertical, spacing: nil, crossAlignment: 0.5).gaps(column.children) == [0, 0, 0])
    }

    @Test func paddingAndFramesGiveTheirEdgesAPlainViewsSpacing() {
        let padded = DisplayNode(kind: "padding", children: [text("Seattle")],
                                 layout: PaddingLayout(insets: EdgeInsets(top: 4, leading: 0, bottom: 4, trailing: 0)))
        #expect(gap(.vertical, padded, text("Washington")) == gap(.vertical, leaf(1, 1), text("Washington")))
        #expect(gap(.vertical, padded, leaf(10, 10)) == 8)
        let sides = DisplayNode(kind: "padding", children: [text("Seattle")],
                                layout: PaddingLayout(insets: EdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4)))
        #expect(gap(.vertical, sides, text("Washington")) == 0)
        let tall = DisplayNode(kind: "frame", children: [text("Seattle")], layout: FixedFrameLayout(width: nil, height: 40, alignment: .center))
        #expect(gap(.vertical, tall, leaf(10, 10)) == 8)
        let wide = DisplayNode(kind: "frame", children: [text("Seattle")], layout: FixedFrameLayout(width: 200, height: nil, alignment: .center))
        #expect(gap(.vertical, wide, text("Washington")) == 0)
        let spacer = DisplayNode.spacer(minLength: 8)
        let framed = DisplayNode(kind: "frame", children: [spacer], layout: FixedFrameLayout(width: nil, height: 30, alignment: .center))
        _ = stack(.vertical, [framed])
        #expect(gap(.vertical, framed, leaf(10, 10)) == 0)
    }

    /// A stack takes its first child's preferences at its start, its last child's at its end, and
    /// every child's across.
    @Test func aStackPassesOnItsEndChildrensPreferences() {
        let column = stack(.vertical, [leaf(10, 10), text("Caption")])
        #expect(abs(gap(.vertical, column, leaf(10, 10)) - 10.642) < 0.001)
        #expect(gap(.vertical, leaf(10, 10), column) == 8)
        // A row of a view and a text is both, above a text: the view's distance wins.
        let row = stack(.horizontal, [leaf(10, 10), text("Caption")])
        #expect(abs(gap(.vertical, row, text("Below")) - 6.434) < 0.001)
        #expect(gap(.vertical, stack(.horizontal, [text("Caption")]), text("Below")) == 0)
        #expect(stack(.vertical, []).spacing == .zero)
    }

    /// A ZStack asks for every child's preferences on every edge; an overlay or a background for
    /// its primary view's only (OpenSwiftUI `ZStack.swift`, `OverlayLayout`).
    @Test func layeredViewsPassOnTheirChildrensPreferences() {
        let layered = DisplayNode(kind: "ZStack", children: [leaf(10, 10), text("Caption")], layout: ZStackLayout())
        #expect(abs(gap(.vertical, layered, leaf(10, 10)) - 10.642) < 0.001)
        #expect(DisplayNode(kind: "ZStack", children: [], layout: ZStackLayout()).spacing == .zero)
        let overText = DisplayNode(kind: "overlay", children: [text("Caption"), leaf(10, 10)],
                                   layout: OverlayLayout(primaryIndex: 0, alignment: .center))
        #expect(abs(gap(.vertical, overText, leaf(10, 10)) - 10.642) < 0.001)
        let overLeaf = DisplayNode(kind: "overlay", children: [text("Caption"), leaf(10, 10)],
                                   layout: OverlayLayout(primaryIndex: 1, alignment: .center))
        #expect(gap(.vertical, overLeaf, leaf(10, 10)) == 8)
    }

    /// A custom `Layout` that does not say asks for every subview's preferences (OpenSwiftUI
    /// `Layout.swift`); one that does is taken at its word.
    @Test func aCustomLayoutsSpacingIsItsSubviewsUnlessItSays() {
        struct Plain: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        struct Spaced: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { .uniform(20, on: .all) }
        }
        let plain = DisplayNode(kind: "Plain", children: [leaf(10, 10), text("Caption")], layout: CustomLayoutRule(layout: Plain(), cache: CacheBox()))
        #expect(abs(gap(.vertical, plain, leaf(10, 10)) - 10.642) < 0.001)
        let spaced = DisplayNode(kind: "Spaced", children: [text("Caption")], layout: CustomLayoutRule(layout: Spaced(), cache: CacheBox()))
        #expect(gap(.vertical, spaced, leaf(10, 10)) == 20)
        let erased = DisplayNode(kind: "AnyLayout", children: [text("Caption")], layout: CustomLayoutRule(layout: AnyLayout(Spaced()), cache: CacheBox()))
        #expect(gap(.vertical, erased, leaf(10, 10)) == 20)
    }

    @Test func aUnionKeepsTheLargerMinimum() {
        var spacing = ViewSpacing.uniform(4, on: .all)
        spacing.formUnion(.uniform(6, on: .top))
        #expect(spacing.distance(to: .zero, along: .vertical) == 4)
        #expect(ViewSpacing.zero.distance(to: spacing, along: .vertical) == 6)
        #expect(spacing.union(.uniform(9, on: .all), edges: .horizontal).distance(to: .zero, along: .horizontal) == 9)
    }

    /// `safeAreaInset` without a spacing: the view's preferences towards the inset content, or 8.
    @Test func aSafeAreaInsetUsesTheViewsSpacing() {
        let colours = SafeAreaInsetLayout(edge: .bottom, alignment: .center, spacing: nil)
        #expect(colours.gap([leaf(10, 10), leaf(10, 10)]) == 8)
        #expect(abs(colours.gap([text("Above"), leaf(10, 10)]) - 10.642) < 0.001)
        #expect(SafeAreaInsetLayout(edge: .bottom, alignment: .center, spacing: 3).gap([text("Above"), leaf(10, 10)]) == 3)
    }

    @Test func aVStackOfTextsIsAsTallAsItsLines() {
        let graph = mount(VStack { Text("Seattle"); Text("Washington") }.fixedSize(), environment: screen)
        #expect(graph.displayTree()[0].sizeThatFits(.unspecified).height == 122.0 / 3)
    }
}

private extension TextLayout {
    func node(_ string: String) -> DisplayNode {
        let node = DisplayNode(kind: "Text", content: string, layout: self)
        self.node = node
        return node
    }
}
