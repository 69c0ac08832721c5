import Foundation
@testable import SwiftUIModel
import Testing

/// `AnyLayout` in Apple's shape: its own `Cache`, the wrapped layout's animatable data, and the
/// stack layouts' caches.
@Suite("AnyLayout's cache and animatable data") @MainActor
struct AnyLayoutTests {
    /// A row whose gap is its animatable data.
    struct Row: Layout {
        var gap: Double
        var animatableData: Double {
            get { gap }
            set { gap = newValue }
        }
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) -> CGSize {
            cache += 1
            let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
            return CGSize(width: sizes.reduce(0) { $0 + $1.width } + gap * Double(max(sizes.count - 1, 0)), height: sizes.map(\.height).max() ?? 0)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) {}
        func makeCache(subviews: Subviews) -> Int { 0 }
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func theCacheHoldsTheWrappedLayoutsCache() {
        let box = CacheBox()
        let node = DisplayNode(kind: "AnyLayout", children: [leaf(20, 10), leaf(40, 30)],
                               layout: CustomLayoutRule(layout: AnyLayout(Row(gap: 5)), cache: box))
        #expect(node.sizeThatFits(.unspecified) == CGSize(width: 65, height: 30))
        let cache = box.cache as? AnyLayout.Cache
        #expect((cache?.box.value as? Int ?? 0) >= 1)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aCacheOfAnotherLayoutIsMadeAfresh() {
        // The cache an HStackLayout made, handed to a Row after a switch.
        let stack = AnyLayout(HStackLayout())
        var cache = stack.makeCache(subviews: LayoutSubviews(subviews: []))
        let row = AnyLayout(Row(gap: 5))
        #expect(row.sizeThatFits(proposal: .unspecified, subviews: LayoutSubviews(subviews: []), cache: &cache) == .zero)
        #expect(cache.box.value as? Int == 1)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func theAnimatableDataIsTheWrappedLayouts() {
        var layout = AnyLayout(Row(gap: 5))
        #expect(layout.animatableData.value as? Double == 5)
        var data = layout.animatableData
        data.scale(by: 2)
        layout.animatableData = data
        #expect(layout.animatableData.value as? Double == 10)
        #expect((layout.base as? Row)?.gap == 10)
        #expect(layout.typeName == "Row")
    }

    @Test func anyAnimatableDataAddsScalesAndCompares() {
        let a = _AnyAnimatableData(3.0), b = _AnyAnimatableData(1.0)
        #expect((a + b).value as? Double == 4)
        #expect((a - b).value as? Double == 2)
        #expect(a + .zero == a)
        #expect((.zero - b).value as? Double == -1)
        #expect(a.magnitudeSquared == 9)
        #expect(a != b)
        #expect(_AnyAnimatableData.zero == _AnyAnimatableData(0.0))
    }

    @Test func theStackLayoutsCachesAreTheStacks() {
        #expect(HStackLayout.Cache.self == _StackLayoutCache.self)
        #expect(VStackLayout.Cache.self == _StackLayoutCache.self)
        let node = DisplayNode(kind: "_HStackLayout", children: [leaf(20, 10), leaf(40, 30)],
                               layout: CustomLayoutRule(layout: _HStackLayout(spacing: 5), cache: CacheBox()))
        #expect(node.sizeThatFits(.unspecified) == CGSize(width: 65, height: 30))
    }

    @Test func aPairOfTypesIsTwoZeros() {
        let pair = AnimatablePair(Double.self, CGFloat.self)
        #expect(pair.first == 0 && pair.second == 0)
        #expect(pair == AnimatablePair(0.0, CGFloat(0)))
    }
}
