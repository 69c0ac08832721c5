import Foundation
@testable import SwiftUIModel
import Testing

/// The `Layout` protocol through the model's rule, the safe-area inset, containerRelativeFrame and
/// preferences.
@Suite("Custom layouts and layout modifiers") @MainActor
struct CustomLayoutTests {
    struct Column: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) -> CGSize {
            cache += 1
            let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
            return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.reduce(0) { $0 + $1.height })
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) {
            var y = bounds.maxY
            for subview in subviews {
                let size = subview.sizeThatFits(.unspecified)
                subview.place(at: CGPoint(x: bounds.midX, y: y), anchor: .bottom, proposal: .unspecified)
                y -= size.height
            }
        }
        func makeCache(subviews: Subviews) -> Int { 0 }
    }

    @Test func aLayoutSizesAndPlacesThroughItsProxies() {
        let box = CacheBox()
        let node = DisplayNode(kind: "Column", children: [leaf(20, 10), leaf(40, 30)], layout: CustomLayoutRule(layout: Column(), cache: box))
        #expect(node.sizeThatFits(.unspecified) == CGSize(width: 40, height: 40))
        node.place(in: CGRect(x: 0, y: 0, width: 40, height: 40))
        // Bottom-anchored, first subview lowest.
        #expect(node.children[0].frame == CGRect(x: 10, y: 30, width: 20, height: 10))
        #expect(node.children[1].frame == CGRect(x: 0, y: 0, width: 40, height: 30))
        // The cache is kept between calls.
        #expect((box.cache as? Int ?? 0) >= 1)
    }

    @Test func anyLayoutWrapsAStack() {
        let node = DisplayNode(kind: "AnyLayout", children: [leaf(20, 10), leaf(40, 30)],
                               layout: CustomLayoutRule(layout: AnyLayout(VStackLayout(spacing: 5)), cache: CacheBox()))
        #expect(node.sizeThatFits(.unspecified) == CGSize(width: 40, height: 45))
        #expect(AnyLayout(HStackLayout()).typeName == "HStackLayout")
    }

    @Test func theInsetContentSitsOnItsEdgeAndInsetsTheView() {
        let node = DisplayNode(kind: "safeAreaInset", children: [leaf(10, 10, flexible: true), leaf(50, 20)],
                               layout: SafeAreaInsetLayout(edge: .bottom, alignment: .center, spacing: 4))
        node.place(in: CGRect(x: 0, y: 0, width: 100, height: 200))
        #expect(node.children[0].frame == CGRect(x: 0, y: 0, width: 100, height: 176))
        #expect(node.children[1].frame == CGRect(x: 25, y: 180, width: 50, height: 20))
    }

    /// Without a spacing, the view and its inset content are as far apart as a stack would put
    /// them (OpenSwiftUI InsetViewModifier.swift: their spacing, else 8 points), not touching.
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func theDefaultInsetSpacingIsTheViewsSpacing() {
        let graph = mount(Color.red.safeAreaInset(edge: .bottom) { Color.blue.frame(height: 20) })
        let node = find("safeAreaInset", in: graph)!
        node.place(in: CGRect(x: 0, y: 0, width: 100, height: 200))
        #expect(node.children[0].frame.height == 200 - 20 - StackLayout.defaultSpacing)
        #expect(StackLayout.defaultSpacing == 8)
    }

    @Test func aContainerRelativeFrameSharesTheContainer() {
        let rule = ContainerRelativeFrameLayout(axes: .horizontal, alignment: .center) { length, _ in
            (length - 10) / 2
        }
        let size = RelativeFrameContainer.with(ProposedViewSize(width: 402, height: 100)) {
            rule.sizeThatFits(.unspecified, children: [leaf(10, 30, flexible: true)])
        }
        #expect(size == CGSize(width: 196, height: 30))
    }

    struct Total: PreferenceKey {
        static let defaultValue = 0
        static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
    }

    @Test func preferencesReduceInOrderAndReachTheObserverAfterLayout() {
        let a = leaf(10, 10), b = leaf(10, 10)
        a.carried[PreferenceCarrier<Total>.self] = 2
        b.carried[PreferenceCarrier<Total>.self] = 5
        let stack = DisplayNode(kind: "VStack", children: [a, b], layout: StackLayout(axis: .vertical, spacing: 0, crossAlignment: 0.5))
        #expect(stack.preferenceValue(Total.self) == 7)
        var seen: [Int] = []
        let observer = DisplayNode(kind: "onPreferenceChange", children: [stack],
                                   layout: PreferenceObserverLayout<Total>(last: Box(nil), action: { seen.append($0) }))
        observer.place(in: CGRect(x: 0, y: 0, width: 10, height: 20))
        observer.place(in: CGRect(x: 0, y: 0, width: 10, height: 20))
        #expect(seen == [7])
    }

    /// The first value, even the default, is delivered from iOS 18.1 on (OpenSwiftUI
    /// PreferenceActionModifier.swift, `_SemanticFeature_v6_1`); before, only one that differs
    /// from the default.
    @Test func theFirstValueIsDeliveredFromIOS18Point1() {
        func firstValues(on release: Int) -> [Int] {
            let saved = ModelSettings.current
            defer { ModelSettings.current = saved }
            ModelSettings.current.platformMajorVersion = release
            var seen: [Int] = []
            let observer = DisplayNode(kind: "onPreferenceChange", children: [leaf(10, 10)],
                                       layout: PreferenceObserverLayout<Total>(last: Box(nil), action: { seen.append($0) }))
            observer.place(in: CGRect(x: 0, y: 0, width: 10, height: 10))
            return seen
        }
        #expect(firstValues(on: 27) == [0])
        #expect(firstValues(on: 19) == [0])
        #expect(firstValues(on: 18).isEmpty)
    }
}
