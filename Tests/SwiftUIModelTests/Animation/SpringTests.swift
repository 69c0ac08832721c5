import Foundation
@testable import SwiftUIModel
import Testing

struct SpringTests {
    private func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

    /// Apple's `Spring` overview: `Spring(duration: 0.5, bounce: 0.3)` is (mass, stiffness,
    /// damping) (1.0, 157.9, 17.6); `Spring(mass: 1, stiffness: 100, damping: 10)` is (duration,
    /// bounce) (0.63, 0.5).
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func characteristicsMatchApplesExample() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        #expect(spring.mass == 1)
        #expect(close(spring.stiffness, 157.9, 0.05))
        #expect(close(spring.damping, 17.6, 0.05))
        #expect(close(spring.bounce, 0.3))
        #expect(close(spring.response, 0.5))
        let other = Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(close(other.duration, 0.63, 0.005))
        #expect(close(other.bounce, 0.5))
        #expect(close(other.dampingRatio, 0.5))
        // Above critical damping the bounce is negative: 1/ζ − 1.
        #expect(close(Spring(duration: 0.5, bounce: -0.5).bounce, -0.5))
    }

    @available(*, deprecated, message: "tests API whose availability is data")

    @Test func overDampingOnlyWhenAllowed() {
        #expect(close(Spring(mass: 1, stiffness: 100, damping: 40).dampingRatio, 1))
        #expect(close(Spring(mass: 1, stiffness: 100, damping: 40, allowOverDamping: true).dampingRatio, 2))
    }

    @available(*, deprecated, message: "tests API whose availability is data")

    @Test func builtInSpringsAddTheirExtraBounce() {
        #expect(close(Spring.bouncy(duration: 0.8, extraBounce: 0.1).bounce, 0.4))
        #expect(close(Spring.bouncy(duration: 0.8, extraBounce: 0.1).duration, 0.8))
        #expect(close(Spring.snappy(extraBounce: 0.05).bounce, 0.2))
        #expect(close(Spring.smooth(duration: 1).bounce, 0))
        #expect(Spring.snappy() == Spring.snappy)
    }

    /// The motion of `value(target:)` is the curve the model animates with, in each regime.
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func valueIsTheAnimationCurve() {
        for spring in [Spring(duration: 0.5, bounce: 0.3), Spring(duration: 0.5, bounce: 0), Spring(duration: 0.5, bounce: -0.5)] {
            for time in stride(from: 0.0, through: 1.5, by: 0.05) {
                #expect(close(spring.value(target: 1.0, time: time), spring.curve.fraction(at: time), 1e-6))
            }
        }
    }

    /// The velocity is the value's derivative, and starts at the initial velocity.
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func velocityIsTheDerivative() {
        for spring in [Spring(duration: 0.4, bounce: 0.5), Spring(duration: 0.4, bounce: 0), Spring(duration: 0.4, bounce: -0.3)] {
            #expect(close(spring.velocity(target: 10.0, initialVelocity: 3, time: 0), 3, 1e-9))
            #expect(close(spring.value(target: 10.0, initialVelocity: 3, time: 0), 0, 1e-9))
            for time in stride(from: 0.1, through: 1.0, by: 0.1) {
                let h = 1e-6
                let slope = (spring.value(target: 10.0, initialVelocity: 3, time: time + h) - spring.value(target: 10.0, initialVelocity: 3, time: time - h)) / (2 * h)
                #expect(close(spring.velocity(target: 10.0, initialVelocity: 3, time: time), slope, 1e-4))
            }
        }
    }

    @available(*, deprecated, message: "tests API whose availability is data")

    @Test func forceAndUpdate() {
        let spring = Spring(mass: 2, stiffness: 50, damping: 4)
        #expect(close(spring.force(target: 10.0, position: 4, velocity: 2), 50 * 6 - 4 * 2))
        var value = 4.0, velocity = 1.0
        spring.update(value: &value, velocity: &velocity, target: 10, deltaTime: 0.1)
        #expect(close(value, 4 + spring.value(target: 6.0, initialVelocity: 1, time: 0.1)))
        #expect(close(velocity, spring.velocity(target: 6.0, initialVelocity: 1, time: 0.1)))
    }

    @available(*, deprecated, message: "tests API whose availability is data")

    @Test func betweenTwoValuesOnTheirAnimatableData() {
        let spring = Spring(duration: 0.5, bounce: 0.2)
        let point = spring.value(fromValue: CGPoint(x: 10, y: 0), toValue: CGPoint(x: 110, y: 50), initialVelocity: .zero, time: 0.2)
        #expect(close(Double(point.x), 10 + 100 * spring.value(target: 1.0, time: 0.2), 1e-9))
        #expect(close(Double(point.y), 50 * spring.value(target: 1.0, time: 0.2), 1e-9))
        #expect(close(spring.settlingDuration(fromValue: 0.0, toValue: 1.0, initialVelocity: 0, epsilon: 0.001), spring.settlingDuration))
    }

    /// Below critical damping: when (|λ·target − v₀| + |target|)·e^(−λt) = ε; at it, sampled.
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func settlingDuration() {
        let bouncy = Spring(duration: 0.5, bounce: 0.3)
        let lambda = bouncy.decayConstant
        #expect(close(bouncy.settlingDuration, -log(0.001 / (lambda + 1)) / lambda))
        let smooth = Spring(duration: 0.5, bounce: 0)
        let settled = smooth.settlingDuration(target: 1.0, epsilon: 0.001)
        #expect(settled > 0)
        #expect(close(settled * 10, (settled * 10).rounded(), 1e-9))   // a 0.1 s sample
        #expect(abs(smooth.value(target: 1.0, time: settled) - 1) < 0.001)
        #expect(abs(smooth.value(target: 1.0, time: settled - 0.1) - 1) >= 0.001)
        #expect(Spring(mass: 1, stiffness: 100, damping: 0).settlingDuration == .infinity)
    }

    /// `init(settlingDuration:dampingRatio:epsilon:)`: ω₀ solves the envelope equation.
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func settlingDurationAndDampingRatio() {
        let spring = Spring(settlingDuration: 1, dampingRatio: 0.5)
        let omega0 = spring.curve.naturalFrequency
        #expect(close(spring.dampingRatio, 0.5))
        #expect(close(0.5 / (1 - 0.25).squareRoot() * exp(-0.5 * omega0 * 1), 0.001))
        let critical = Spring(settlingDuration: 2, dampingRatio: 3)   // clamped to 1
        let w = critical.curve.naturalFrequency
        #expect(close(critical.dampingRatio, 1))
        #expect(close(exp(-w * 2) * (w * 2 + 1), 0.001))
    }

    @available(*, deprecated, message: "tests API whose availability is data")

    @Test func interpolatingSpringRunsTheSpring() {
        let spring = Spring(duration: 0.7, bounce: 0.2)
        guard case .spring(let curve) = Animation.interpolatingSpring(spring, initialVelocity: 2).curve else {
            Issue.record("not a spring")
            return
        }
        #expect(curve.stiffness == spring.stiffness)
        #expect(curve.initialVelocity == 2)
    }
}
