import Testing
@testable import SwiftUIModel

/// `AnimatableValues`: each value's arithmetic, in order; the squared magnitude is the sum of theirs.
@Suite("AnimatableValues")
@available(*, deprecated, message: "tests API whose availability is data")
struct AnimatableValuesTests {
    @Test func arithmeticIsEachValuesInOrder() {
        let a = AnimatableValues(1.0, CGFloat(2)), b = AnimatableValues(0.5, CGFloat(4))
        #expect((a + b) == AnimatableValues(1.5, CGFloat(6)))
        #expect((a - b) == AnimatableValues(0.5, CGFloat(-2)))
        var c = a
        c += b
        c -= a
        #expect(c == b)
        #expect(a.scaled(by: 2) == AnimatableValues(2.0, CGFloat(4)))
        #expect(a != b)
    }

    @Test func zeroAndMagnitude() {
        #expect(AnimatableValues<Double, CGFloat>.zero == AnimatableValues(Double.self, CGFloat.self))
        #expect(AnimatableValues(Double.self, CGFloat.self).value == (0, 0))
        #expect(AnimatableValues(3.0, CGFloat(4)).magnitudeSquared == 25)
    }
}
