import Foundation
@testable import SwiftUIModel
import Testing

/// CGRect and EdgeInsets interpolate as their parts, in Apple's order.
@Suite("Geometry animatable data")
struct GeometryAnimatableDataTests {
    @Test func aRectIsItsOriginThenItsSize() {
        var rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(rect.animatableData.first == AnimatablePair(1, 2))
        #expect(rect.animatableData.second == AnimatablePair(3, 4))
        rect.animatableData = AnimatablePair(AnimatablePair(5, 6), AnimatablePair(7, 8))
        #expect(rect == CGRect(x: 5, y: 6, width: 7, height: 8))
    }

    @Test func insetsAreTopLeadingBottomTrailing() {
        var insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(insets.animatableData == AnimatablePair(1, AnimatablePair(2, AnimatablePair(3, 4))))
        insets.animatableData = AnimatablePair(5, AnimatablePair(6, AnimatablePair(7, 8)))
        #expect(insets == EdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8))
        #expect(EdgeInsets() == EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
    }
}
