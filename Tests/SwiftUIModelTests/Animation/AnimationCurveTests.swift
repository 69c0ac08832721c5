import Foundation
@testable import SwiftUIModel
import Testing

/// The curves against their formulas.
struct AnimationCurveTests {
    @Test func linearIsTimeOverDuration() {
        let curve = AnimationCurve.bezier(.linear, duration: 2)
        #expect(curve.fraction(at: 0.5) == 0.25)
        #expect(curve.fraction(at: 3) == 1)
    }

    @Test func easeInOutIsSymmetricAndSlowAtTheEnds() {
        let curve = BezierCurve.easeInOut
        #expect(abs(curve.value(at: 0.5) - 0.5) < 1e-6)
        #expect(abs(curve.value(at: 0.25) + curve.value(at: 0.75) - 1) < 1e-6)
        #expect(curve.value(at: 0.1) < 0.1)
    }

    /// The cubic Bézier at parameter s: x(s) and y(s) computed by hand for easeIn's (0.42, 0), (1, 1).
    @Test func bezierFollowsItsControlPoints() {
        let s = 0.5
        let x = 3 * 0.25 * 0.5 * 0.42 + 3 * 0.5 * 0.25 * 1 + 0.125
        let y = 3 * 0.5 * 0.25 * 1 + 0.125
        _ = s
        #expect(abs(BezierCurve.easeIn.value(at: x) - y) < 1e-6)
    }

    /// Critically damped (ζ = 1): x(t) = 1 − (1 + ω t) e^(−ω t), ω = 2π / response.
    @Test func criticallyDampedSpring() {
        let spring = SpringCurve(response: 0.55, dampingFraction: 1)
        let omega = 2 * Double.pi / 0.55
        for t in [0.1, 0.275, 0.5] {
            let expected = 1 - (1 + omega * t) * exp(-omega * t)
            #expect(abs(spring.fraction(at: t) - expected) < 1e-9)
        }
        #expect(abs(spring.dampingRatio - 1) < 1e-9)
    }

    /// Underdamped: x(t) = 1 − e^(−ζωt)(cos ω_d t + ζω/ω_d sin ω_d t); it overshoots.
    @Test func underdampedSpringOvershoots() {
        let spring = SpringCurve(duration: 0.5, bounce: 0.3)
        #expect(abs(spring.dampingRatio - 0.7) < 1e-9)
        let omega = 2 * Double.pi / 0.5, zeta = 0.7, wd = omega * (1 - zeta * zeta).squareRoot()
        let t = 0.3
        let expected = 1 - exp(-zeta * omega * t) * (cos(wd * t) + zeta * omega / wd * sin(wd * t))
        #expect(abs(spring.fraction(at: t) - expected) < 1e-9)
        let peak = stride(from: 0.0, to: 1.0, by: 0.01).map { spring.fraction(at: $0) }.max()!
        #expect(peak > 1)
    }

    /// Overdamped (negative bounce: fraction 1 / (1 + bounce)): never overshoots.
    @Test func overdampedSpringNeverOvershoots() {
        let spring = SpringCurve(duration: 0.5, bounce: -0.5)
        #expect(abs(spring.dampingRatio - 2) < 1e-9)
        let values = stride(from: 0.0, to: 3.0, by: 0.01).map { spring.fraction(at: $0) }
        #expect(values.allSatisfy { $0 <= 1 + 1e-9 })
        #expect(zip(values, values.dropFirst()).allSatisfy { $0 <= $1 + 1e-12 })
    }

    @Test func springSettlesWithinOnePercent() {
        let spring = SpringCurve(response: 0.55, dampingFraction: 1)
        let settle = spring.settlingDuration
        #expect(abs(spring.displacement(at: settle)) < 0.01)
        #expect(abs(spring.displacement(at: settle - 0.01)) >= 0.01)
        // Logically complete at the response (OpenSwiftUI FluidSpringAnimation).
        #expect(AnimationCurve.spring(spring).logicalDuration == 0.55)
    }

    /// interpolatingSpring: ω = √(k/m), ζ = c / (2√(k m)).
    @Test func massStiffnessDamping() {
        let spring = SpringCurve(mass: 2, stiffness: 200, damping: 10)
        #expect(abs(spring.naturalFrequency - 10) < 1e-9)
        #expect(abs(spring.dampingRatio - 10 / (2 * 20)) < 1e-9)
    }
}
