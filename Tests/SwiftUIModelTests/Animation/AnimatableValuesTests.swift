import Foundation
@testable import SwiftUIModel
import Testing

struct AnimatableValuesTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func arithmeticIsEachValuesOwn() {
        let a = AnimatableValues(1.0, CGFloat(2), AnimatablePair(3.0, 4.0))
        let b = AnimatableValues(0.5, CGFloat(1), AnimatablePair(1.0, 1.0))
        let sum = a + b
        #expect(sum.value.0 == 1.5)
        #expect(sum.value.1 == 3)
        #expect(sum.value.2 == AnimatablePair(4.0, 5.0))
        let difference = a - b
        #expect(difference.value.0 == 0.5)
        #expect(difference.value.2 == AnimatablePair(2.0, 3.0))
        var c = a
        c += b
        #expect(c == sum)
        c -= b
        #expect(c == a)
        #expect(c != b)
        c.scale(by: 2)
        #expect(c.value.0 == 2 && c.value.1 == 4 && c.value.2 == AnimatablePair(6.0, 8.0))
        #expect(a.magnitudeSquared == 1 + 4 + 9 + 16)
    }

    @available(*, deprecated, message: "tests API whose availability is data")

    @Test func zeroAndTheTypesInitialiser() {
        let zero = AnimatableValues<Double, CGFloat>.zero
        #expect(zero.value.0 == 0 && zero.value.1 == 0)
        #expect(AnimatableValues(Double.self, CGFloat.self) == zero)
        #expect(AnimatableValues(1.0, CGFloat(0)) != zero)
    }
}
