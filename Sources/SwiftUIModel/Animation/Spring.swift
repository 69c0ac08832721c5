import Foundation
import SystemModel

/// A representation of a spring's motion (iOS 17's `Spring`): duration 0.5 and bounce 0 by
/// default (OpenSwiftUI Spring.swift). It keeps the model's `SpringCurve` (mass, stiffness,
/// damping), the curve an animation with this spring runs; its characteristics and its motion
/// (`Animation/SpringMotion.swift`) are computed from it.
@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
public struct Spring: Hashable, Sendable {
    let curve: SpringCurve
    init(curve: SpringCurve) { self.curve = curve }
    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) { curve = SpringCurve(duration: duration, bounce: bounce) }
    public init(response: Double, dampingRatio: Double) { curve = SpringCurve(response: response, dampingFraction: dampingRatio) }
    /// Without `allowOverDamping`, a damping above critical is treated as critical (Apple's
    /// documentation of the parameter; OpenSwiftUI Spring+MassStiffnessDamping.swift, commit
    /// 7c4f2b0, makes the decay the natural frequency then).
    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let critical = 2 * (stiffness * mass).squareRoot()
        curve = SpringCurve(mass: mass, stiffness: stiffness, damping: !allowOverDamping && damping > critical ? critical : damping)
    }

    /// A spring that settles within `epsilon` of its end after about `settlingDuration`: the
    /// damping ratio is clamped to (0, 1] and the duration to [0.01, 10]; the natural frequency
    /// ω₀ is the root of the envelope equation OpenSwiftUI solves
    /// (Spring+SettlingDurationDampingRatio.swift, commit 7c4f2b0): `ζ/√(1−ζ²)·e^(−ζω₀T) = ε`
    /// below critical damping, `e^(−ω₀T)(ω₀T + 1) = ε` at it; mass 1.
    public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
        let zeta = min(max(dampingRatio, .ulpOfOne), 1)
        let duration = min(max(settlingDuration, 0.01), 10)
        let omega0: Double
        if zeta < 1 {
            // Closed form of the same root (OpenSwiftUI reaches it by Newton's method). A
            // coefficient below ε (a tiny ratio) has no positive root: no source says what
            // Apple does then; the model keeps the smallest frequency it allows.
            let root = -log(epsilon * (1 - zeta * zeta).squareRoot() / zeta) / (zeta * duration)
            omega0 = max(root, 1e-3)
        } else {
            omega0 = Self.criticalRoot(epsilon: epsilon) / duration
        }
        curve = SpringCurve(mass: 1, stiffness: omega0 * omega0, damping: 2 * zeta * omega0)
    }

    /// The y > 0 with `e^(−y)(y + 1) = ε`, by bisection (the left side falls from 1 as y grows).
    private static func criticalRoot(epsilon: Double) -> Double {
        guard epsilon > 0, epsilon < 1 else { return 1 }
        var low = 0.0, high = 1.0
        while exp(-high) * (high + 1) > epsilon { high *= 2 }
        for _ in 0..<100 {
            let mid = (low + high) / 2
            if exp(-mid) * (mid + 1) > epsilon { low = mid } else { high = mid }
        }
        return (low + high) / 2
    }

    /// The perceptual duration: the response, 2π/ω₀.
    public var duration: TimeInterval { curve.response }

    // MARK: Characteristics (OpenSwiftUI Spring+DurationBounce.swift, +ResponseDampingRatio.swift,
    // +MassStiffnessDamping.swift, commit 7c4f2b0)

    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public var mass: Double { curve.mass }
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public var stiffness: Double { curve.stiffness }
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public var damping: Double { curve.damping }
    /// The damping as a fraction of critical damping, ζ.
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public var dampingRatio: Double { curve.dampingRatio }
    /// 2π/ω₀, the period of the undamped spring.
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public var response: Double { curve.naturalFrequency > 0 ? 2 * Double.pi / curve.naturalFrequency : .infinity }
    /// 1 − ζ up to critical damping, 1/ζ − 1 above it (OpenSwiftUI's `bounce`, which inverts
    /// `init(duration:bounce:)`).
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public var bounce: Double {
        let zeta = dampingRatio
        return zeta <= 1 ? 1 - zeta : 1 / zeta - 1
    }

    // MARK: Built-in springs (bases: Apple's documentation of each `extraBounce`, "added to the
    // base bounce of" 0, 0.15 and 0.3; OpenSwiftUI Spring.swift, commit 20771448)

    public static var smooth: Spring { Spring() }
    public static var snappy: Spring { Spring(duration: 0.5, bounce: 0.15) }
    public static var bouncy: Spring { Spring(duration: 0.5, bounce: 0.3) }

    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }
}

extension Animation {
    /// An animation with a `Spring`'s motion (iOS 17).
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
        Animation(.spring(spring.curve), name: "spring(Spring(duration: \(number(spring.duration))))")
    }

    /// A spring animation with a `Spring`'s motion, starting with `initialVelocity` (fractions of
    /// the change per second, as the model's other interpolating springs take it).
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0) -> Animation {
        var curve = spring.curve
        curve.initialVelocity = initialVelocity
        return Animation(.spring(curve), name: "interpolatingSpring(Spring(duration: \(number(spring.duration))))")
    }
}
