import CourseCheckProtocol
import Foundation
@testable import SwiftUIModel
import Testing

/// Anchors: a source resolves against the frame of the view it is attached to, in screen points,
/// and a `GeometryProxy` reads it relative to its own origin (Apple's `Anchor.Source`;
/// OpenSwiftUI `Anchor+Point.swift`).
@Suite("Anchor") @MainActor
struct AnchorTests {
    /// An anchor of a view placed at (10, 20), 100 × 50.
    func anchor<V>(_ source: Anchor<V>.Source) -> Anchor<V> {
        let place = AnchorPlace()
        place.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        return Anchor(place: place, prepare: source.prepare)
    }

    let proxy = GeometryProxy(size: CGSize(width: 300, height: 300), safeAreaInsets: EdgeInsets(), globalFrame: CGRect(x: 4, y: 6, width: 300, height: 300))

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func namedPointsAreTheUnitPointsOfTheViewsFrame() {
        #expect(proxy[anchor(Anchor<CGPoint>.Source.topLeading)] == CGPoint(x: 6, y: 14))
        #expect(proxy[anchor(Anchor<CGPoint>.Source.top)] == CGPoint(x: 56, y: 14))
        #expect(proxy[anchor(Anchor<CGPoint>.Source.topTrailing)] == CGPoint(x: 106, y: 14))
        #expect(proxy[anchor(Anchor<CGPoint>.Source.leading)] == CGPoint(x: 6, y: 39))
        #expect(proxy[anchor(Anchor<CGPoint>.Source.center)] == CGPoint(x: 56, y: 39))
        #expect(proxy[anchor(Anchor<CGPoint>.Source.trailing)] == CGPoint(x: 106, y: 39))
        #expect(proxy[anchor(Anchor<CGPoint>.Source.bottomLeading)] == CGPoint(x: 6, y: 64))
        #expect(proxy[anchor(Anchor<CGPoint>.Source.bottom)] == CGPoint(x: 56, y: 64))
        #expect(proxy[anchor(Anchor<CGPoint>.Source.bottomTrailing)] == CGPoint(x: 106, y: 64))
        #expect(proxy[anchor(Anchor<CGPoint>.Source.unitPoint(UnitPoint(x: 0.25, y: 0.2)))] == CGPoint(x: 31, y: 24))
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func pointsAndRectsAreInTheViewsOwnCoordinates() {
        #expect(proxy[anchor(Anchor<CGPoint>.Source.point(CGPoint(x: 5, y: 5)))] == CGPoint(x: 11, y: 19))
        #expect(proxy[anchor(Anchor<CGRect>.Source.rect(CGRect(x: 1, y: 2, width: 3, height: 4)))] == CGRect(x: 7, y: 16, width: 3, height: 4))
        #expect(proxy[anchor(Anchor<CGRect>.Source.bounds)] == CGRect(x: 6, y: 14, width: 100, height: 50))
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func arraysAndOptionalsResolveEachSource() {
        #expect(proxy[anchor(Anchor<[CGPoint]>.Source([Anchor<CGPoint>.Source.topLeading, .bottomTrailing]))] == [CGPoint(x: 6, y: 14), CGPoint(x: 106, y: 64)])
        #expect(proxy[anchor(Anchor<CGPoint?>.Source(Anchor<CGPoint>.Source.center))] == CGPoint(x: 56, y: 39))
        #expect(proxy[anchor(Anchor<CGPoint?>.Source(nil as Anchor<CGPoint>.Source?))] == nil)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func anchorsAreEqualWhenTheirValuesAre() {
        typealias Point = Anchor<CGPoint>.Source
        typealias Rect = Anchor<CGRect>.Source
        #expect(anchor(Point.center) == anchor(Point.unitPoint(.center)))
        #expect(anchor(Point.center) != anchor(Point.top))
        #expect(anchor(Rect.bounds).hashValue == anchor(Rect.rect(CGRect(x: 0, y: 0, width: 100, height: 50))).hashValue)
    }

    /// A reader that read an anchor notices when the anchored view moves.
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aReaderRemembersTheAnchorsItRead() {
        let box = GeometryBox()
        let place = AnchorPlace()
        place.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let reading = GeometryProxy(size: .zero, safeAreaInsets: EdgeInsets(), globalFrame: .zero, box: box)
        _ = reading[Anchor<CGRect>(place: place, prepare: Anchor<CGRect>.Source.bounds.prepare)]
        #expect(!box.anchorReads.contains { $0() })
        place.frame = CGRect(x: 0, y: 5, width: 10, height: 10)
        #expect(box.anchorReads.contains { $0() })
    }

    struct BoundsKey: PreferenceKey {
        static let defaultValue: Anchor<CGRect>? = nil
        static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
    }

    struct AllBounds: PreferenceKey {
        static let defaultValue: [Anchor<CGRect>] = []
        static func reduce(value: inout [Anchor<CGRect>], nextValue: () -> [Anchor<CGRect>]) { value += nextValue() }
    }

    final class Seen { var rects: [CGRect] = [] }

    /// The classic use: a view publishes its bounds; an overlay over its container reads them
    /// through a GeometryReader, in the overlay's coordinates.
    @available(*, deprecated, message: "tests API whose availability is data")
    struct Highlighted: View {
        let seen: Seen
        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(width: 50, height: 30)
                Color.blue.frame(width: 80, height: 40)
                    .anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
            }
            .overlayPreferenceValue(BoundsKey.self) { anchor in
                GeometryReader { proxy in
                    let _ = seen.rects = anchor.map { [proxy[$0]] } ?? []
                    Color.clear
                }
            }
        }
    }

    func settle(_ graph: ViewGraph) {
        let screen = Screen(RunPlan.Device(name: "t", width: 200, height: 300, scale: 2, safeAreaTop: 0, safeAreaBottom: 0))
        for _ in 0..<6 {
            _ = screen.layOut(graph.displayTree())
            guard graph.needsUpdate else { return }
            graph.update()
        }
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func anOverlayReadsTheBoundsOfAViewBelowIt() {
        let seen = Seen()
        let graph = mount(Highlighted(seen: seen))
        settle(graph)
        // The blue view is under the 30-point red one, at the stack's leading edge (the stack is as wide as it).
        #expect(seen.rects == [CGRect(x: 0, y: 30, width: 80, height: 40)])
    }

    /// `transformAnchorPreference` adds to what the content produced.
    @available(*, deprecated, message: "tests API whose availability is data")
    struct Both: View {
        let seen: Seen
        var body: some View {
            HStack(spacing: 10) {
                Color.red.frame(width: 20, height: 20)
                    .anchorPreference(key: AllBounds.self, value: .bounds) { [$0] }
                Color.blue.frame(width: 30, height: 30)
            }
            .transformAnchorPreference(key: AllBounds.self, value: .bounds) { value, anchor in value.append(anchor) }
            .overlayPreferenceValue(AllBounds.self) { anchors in
                GeometryReader { proxy in
                    let _ = seen.rects = anchors.map { proxy[$0] }
                    Color.clear
                }
            }
        }
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aTransformAddsToTheContentsValue() {
        let seen = Seen()
        let graph = mount(Both(seen: seen))
        settle(graph)
        #expect(seen.rects == [CGRect(x: 0, y: 5, width: 20, height: 20), CGRect(x: 0, y: 0, width: 60, height: 30)])
    }
}
