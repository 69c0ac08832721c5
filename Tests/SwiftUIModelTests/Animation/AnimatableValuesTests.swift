import Foundation
@testable import SwiftUIModel
import Testing

/// The elements are read into locals before `#expect`: a pack's tuple element inside the
/// macro's closure crashes Swift 6.3.1's SIL generation.
struct AnimatableValuesTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func arithmeticIsEachValuesOwn() {
        let a = AnimatableValues(1.0, CGFloat(2), AnimatablePair(3.0, 4.0))
        let b = AnimatableValues(0.5, CGFloat(1), AnimatablePair(1.0, 1.0))
        let (s0, s1, s2) = (a + b).value
        #expect(s0 == 1.5)
        #expect(s1 == 3)
        #expect(s2 == AnimatablePair(4.0, 5.0))
        let (d0, _, d2) = (a - b).value
        #expect(d0 == 0.5)
        #expect(d2 == AnimatablePair(2.0, 3.0))
        var c = a
        c += b
        let addedInPlace = c == a + b
        #expect(addedInPlace)
        c -= b
        let subtractedInPlace = c == a
        let differs = c != b
        #expect(subtractedInPlace)
        #expect(differs)
        c.scale(by: 2)
        let (c0, c1, c2) = c.value
        #expect(c0 == 2 && c1 == 4 && c2 == AnimatablePair(6.0, 8.0))
        let magnitude = a.magnitudeSquared
        #expect(magnitude == 1 + 4 + 9 + 16)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func zeroAndTheTypesInitialiser() {
        let zero = AnimatableValues<Double, CGFloat>.zero
        let (z0, z1) = zero.value
        #expect(z0 == 0 && z1 == 0)
        let fromTypes = AnimatableValues(Double.self, CGFloat.self) == zero
        let nonZero = AnimatableValues(1.0, CGFloat(0)) != zero
        #expect(fromTypes)
        #expect(nonZero)
    }
}
