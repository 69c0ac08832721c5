import Foundation

// A spring's motion as Apple's `Spring` computes it for any `VectorArithmetic` value: the closed
// form of the damped oscillator m·x″ + c·x′ + k·x = 0 that moves a value by `target` (from zero)
// starting with `initialVelocity`. With the decay λ = c/2m and ω₀² = k/m: below critical damping
// the displacement oscillates at ω = √(ω₀² − λ²), at it (ω₀ = λ) it decays as (A + Bt)e^(−λt),
// above it as two exponentials e^((−λ ± μ)t), μ = √(λ² − ω₀²). The same cases and results as
// OpenSwiftUI Spring+VectorArithmetic.swift (commit d2e0f7d), derived here, not copied.

@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
extension Spring {
    /// λ, the rate at which the motion's envelope decays.
    var decayConstant: Double { curve.damping / (2 * curve.mass) }

    /// ω (below critical damping), 0 at it, −μ above it: OpenSwiftUI's `angularFrequency`. A
    /// difference within rounding of zero is critical damping (`init(duration:bounce: 0)`).
    var angularFrequency: Double {
        let squared = curve.stiffness / curve.mass - decayConstant * decayConstant
        if abs(squared) <= 1e-9 * curve.stiffness / curve.mass { return 0 }
        return squared > 0 ? squared.squareRoot() : -(-squared).squareRoot()
    }

    /// The coefficients of `target` and `initialVelocity` in the value (`position`) and in the
    /// velocity after `time`.
    private func coefficients(at time: TimeInterval) -> (valueTarget: Double, valueVelocity: Double, velocityTarget: Double, velocityVelocity: Double) {
        let lambda = decayConstant, omega = angularFrequency, t = time
        if omega > 0 {
            let e = exp(-lambda * t), s = sin(omega * t), c = cos(omega * t)
            // d(t) = e^(−λt)(A cos ωt + (λA − v₀)/ω sin ωt); value = A − d; velocity = −d′.
            return (1 - e * (c + lambda * s / omega), e * s / omega,
                    e * s * (omega * omega + lambda * lambda) / omega, e * (c - lambda * s / omega))
        } else if omega < 0 {
            let mu = -omega
            let e1 = exp((-lambda + mu) * t), e2 = exp((-lambda - mu) * t)
            // d(t) = c₁e₁ + c₂e₂, c₁ = ((λ + μ)A − v₀)/2μ, c₂ = ((μ − λ)A + v₀)/2μ.
            return (1 - ((lambda + mu) * e1 + (mu - lambda) * e2) / (2 * mu), (e1 - e2) / (2 * mu),
                    (lambda * lambda - mu * mu) * (e1 - e2) / (2 * mu), ((-lambda + mu) * e1 + (lambda + mu) * e2) / (2 * mu))
        } else {
            let e = exp(-lambda * t)
            // d(t) = e^(−λt)(A + (λA − v₀)t).
            return (1 - e * (1 + lambda * t), e * t, e * lambda * lambda * t, e * (1 - lambda * t))
        }
    }

    /// The value after `time`, moving by `target` from zero.
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func value<V>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V where V : VectorArithmetic {
        let k = coefficients(at: time)
        return target.scaled(by: k.valueTarget) + initialVelocity.scaled(by: k.valueVelocity)
    }

    /// The velocity after `time`, in units of the value per second.
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func velocity<V>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V where V : VectorArithmetic {
        let k = coefficients(at: time)
        return target.scaled(by: k.velocityTarget) + initialVelocity.scaled(by: k.velocityVelocity)
    }

    /// The spring's force: k·(target − position) − c·velocity.
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func force<V>(target: V, position: V, velocity: V) -> V where V : VectorArithmetic {
        (target - position).scaled(by: curve.stiffness) - velocity.scaled(by: curve.damping)
    }

    /// Moves `value` and `velocity` on by `deltaTime` towards `target`.
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func update<V>(value: inout V, velocity: inout V, target: V, deltaTime: TimeInterval) where V : VectorArithmetic {
        let change = target - value
        let moved = self.value(target: change, initialVelocity: velocity, time: deltaTime)
        velocity = self.velocity(target: change, initialVelocity: velocity, time: deltaTime)
        value += moved
    }

    /// How long until the spring is at rest within `epsilon` (OpenSwiftUI
    /// Spring+VectorArithmetic.swift, commit d2e0f7d): never, without damping; below critical
    /// damping, when the envelope (|λ·target − v₀| + |target|)·e^(−λt) reaches ε; otherwise the
    /// first of the samples taken every 0.1 s (at most 1,024) from which the distance to the
    /// target stays below ε for more than a second, or 0 if there is none.
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func settlingDuration<V>(target: V, initialVelocity: V = .zero, epsilon: Double) -> TimeInterval where V : VectorArithmetic {
        let lambda = decayConstant
        if lambda == 0 { return .infinity }
        if angularFrequency > 0 {
            let magnitude = (target.scaled(by: lambda) - initialVelocity).magnitudeSquared.squareRoot() + target.magnitudeSquared.squareRoot()
            return max(0, -log(epsilon / magnitude) / lambda)
        }
        var settledSince: Double?
        for step in 0..<1024 {
            let time = Double(step) * 0.1
            let distance = (value(target: target, initialVelocity: initialVelocity, time: time) - target).magnitudeSquared.squareRoot()
            if !distance.isFinite { break }
            if distance < epsilon {
                if let since = settledSince {
                    if time - since > 1 { return since }
                } else {
                    settledSince = time
                }
            } else {
                settledSince = nil
            }
        }
        return 0
    }

    /// The time to rest for a target of 1, no initial velocity and ε = 0.001 (OpenSwiftUI
    /// Spring+VectorArithmetic.swift, commit d2e0f7d).
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public var settlingDuration: TimeInterval { settlingDuration(target: 1.0, initialVelocity: 0, epsilon: 0.001) }

    // MARK: Between two values: the same motion on their `animatableData`

    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func value<V>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V where V : Animatable {
        var result = fromValue
        result.animatableData = fromValue.animatableData
            + value(target: toValue.animatableData - fromValue.animatableData, initialVelocity: initialVelocity.animatableData, time: time)
        return result
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func velocity<V>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V where V : Animatable {
        var result = fromValue
        result.animatableData = velocity(target: toValue.animatableData - fromValue.animatableData,
                                         initialVelocity: initialVelocity.animatableData, time: time)
        return result
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func force<V>(fromValue: V, toValue: V, position: V, velocity: V) -> V where V : Animatable {
        var result = fromValue
        result.animatableData = force(target: toValue.animatableData, position: position.animatableData, velocity: velocity.animatableData)
        return result
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func settlingDuration<V>(fromValue: V, toValue: V, initialVelocity: V, epsilon: Double) -> TimeInterval where V : Animatable {
        settlingDuration(target: toValue.animatableData - fromValue.animatableData, initialVelocity: initialVelocity.animatableData, epsilon: epsilon)
    }
}
