import Foundation

/// The shape of an animation in time: how far (as a fraction of the change, 0 at the start, 1 at
/// the end; a spring overshoots) an animated value has gone after `t` seconds.
enum AnimationCurve: Hashable, Sendable {
    /// A timing curve over a fixed duration (linear, ease in/out, `timingCurve`: cubic Béziers;
    /// or a `UnitCurve`'s circular curve).
    case bezier(TimingFunction, duration: Double)
    /// A damped spring, run to rest.
    case spring(SpringCurve)

    /// The fraction of the change done after `t` seconds (clamped to the curve's own time span).
    func fraction(at t: Double) -> Double {
        switch self {
        case .bezier(let curve, let duration):
            guard duration > 0 else { return 1 }
            return curve.value(at: min(max(t / duration, 0), 1))
        case .spring(let spring):
            return spring.fraction(at: max(t, 0))
        }
    }

    /// How long the curve runs until the value rests at its end.
    var duration: Double {
        switch self {
        case .bezier(_, let duration): max(duration, 0)
        case .spring(let spring): spring.settlingDuration
        }
    }

    /// When the animation counts as done for `withAnimation`'s completion with the
    /// `.logicallyComplete` criteria: a timing curve at its end; a spring once its response has
    /// passed (OpenSwiftUI, FluidSpringAnimation.animate: `time - startTime >= response` sets
    /// `isLogicallyComplete`), though it may still be settling.
    var logicalDuration: Double {
        switch self {
        case .bezier(_, let duration): max(duration, 0)
        case .spring(let spring): min(spring.response, spring.settlingDuration)
        }
    }
}

/// A unit cubic Bézier from (0, 0) to (1, 1) through two control points: x is time, y progress
/// (Core Animation's `CAMediaTimingFunction`, which SwiftUI's `timingCurve` and the ease curves
/// are: OpenSwiftUI BezierAnimation.swift).
struct BezierCurve: Hashable, Sendable {
    var p1x: Double, p1y: Double, p2x: Double, p2y: Double

    /// `linear`: the straight line.
    static let linear = BezierCurve(p1x: 0, p1y: 0, p2x: 1, p2y: 1)
    /// `easeIn`: control points (0.42, 0) and (1, 1) (OpenSwiftUI BezierAnimation.swift).
    static let easeIn = BezierCurve(p1x: 0.42, p1y: 0, p2x: 1, p2y: 1)
    /// `easeOut`: (0, 0) and (0.58, 1) (OpenSwiftUI BezierAnimation.swift).
    static let easeOut = BezierCurve(p1x: 0, p1y: 0, p2x: 0.58, p2y: 1)
    /// `easeInOut`: (0.42, 0) and (0.58, 1) (OpenSwiftUI BezierAnimation.swift).
    static let easeInOut = BezierCurve(p1x: 0.42, p1y: 0, p2x: 0.58, p2y: 1)

    private static func coordinate(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
        // B(s) = 3(1-s)²s·c1 + 3(1-s)s²·c2 + s³
        let u = 1 - s
        return 3 * u * u * s * c1 + 3 * u * s * s * c2 + s * s * s
    }

    /// The progress at time fraction `x` (0…1): the curve's parameter for `x` is found by
    /// bisection (x(s) is monotonic for control points inside 0…1), then y read there.
    func value(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        if p1x == p1y && p2x == p2y { return x }
        var low = 0.0, high = 1.0
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if Self.coordinate(mid, p1x, p2x) < x { low = mid } else { high = mid }
        }
        return Self.coordinate((low + high) / 2, p1y, p2y)
    }
}

/// A damped harmonic oscillator of mass `mass` pulling the value from the start (displacement
/// −1) to the end (0), solved exactly (the textbook solution of m·x″ + c·x′ + k·x = 0):
/// underdamped, critically damped or overdamped by its damping ratio ζ = c / (2√(k·m)).
///
/// SwiftUI's spring parameters map onto it as OpenSwiftUI's FluidSpringAnimation does:
/// stiffness k = (2π / response)², damping c = 2√k · dampingFraction, mass 1; `bounce` b gives
/// dampingFraction 1 − b (b ≥ 0) or 1 / (1 + b) (b < 0), and `duration` is the response.
struct SpringCurve: Hashable, Sendable {
    var mass: Double
    var stiffness: Double
    var damping: Double
    /// The starting velocity, in fractions of the change per second.
    var initialVelocity: Double
    /// The response it was made with (the period of the undamped spring): what the
    /// `.logicallyComplete` criteria waits for.
    var response: Double

    init(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
        self.response = stiffness > 0 ? 2 * Double.pi / (stiffness / mass).squareRoot() : 0
    }

    /// `spring(response:dampingFraction:)` (OpenSwiftUI FluidSpringAnimation.swift:
    /// `springStiffness`, `springDamping`; stiffness capped at 45 000).
    init(response: Double, dampingFraction: Double) {
        let stiffness = response > 0 ? min(pow(2 * Double.pi / response, 2), 45_000) : 45_000
        self.init(stiffness: stiffness, damping: 2 * stiffness.squareRoot() * dampingFraction)
        self.response = response
    }

    /// `spring(duration:bounce:)`: the duration is the response (OpenSwiftUI FluidSpringAnimation.swift).
    init(duration: Double, bounce: Double) {
        self.init(response: duration, dampingFraction: Self.dampingFraction(bounce: bounce))
    }

    /// OpenSwiftUI FluidSpringAnimation.swift, `springDampingFraction(bounce:)`.
    static func dampingFraction(bounce: Double) -> Double {
        bounce < 0 ? 1 / (bounce + 1) : 1 - bounce
    }

    var naturalFrequency: Double { (stiffness / mass).squareRoot() }
    var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// Displacement from the end, as a fraction of the change (−1 at the start).
    func displacement(at t: Double) -> Double {
        let w0 = naturalFrequency, zeta = dampingRatio, v0 = initialVelocity
        if zeta < 1 - 1e-9 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let a = -1.0, b = (v0 + zeta * w0 * a) / wd
            return exp(-zeta * w0 * t) * (a * cos(wd * t) + b * sin(wd * t))
        } else if zeta <= 1 + 1e-9 {
            let a = -1.0, b = v0 + w0 * a
            return (a + b * t) * exp(-w0 * t)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -w0 * (zeta - root), r2 = -w0 * (zeta + root)
            let c2 = (v0 + r1) / (r2 - r1)
            let c1 = -1 - c2
            return c1 * exp(r1 * t) + c2 * exp(r2 * t)
        }
    }

    func fraction(at t: Double) -> Double { 1 + displacement(at: t) }

    /// How long until the value stays within 1 % of the change from its end (the tolerance of
    /// OpenSwiftUI's FluidSpringAnimation: `value.scaled(by: 0.01)`), found by stepping at
    /// 1/300 s, the step OpenSwiftUI integrates with; at most 60 s.
    var settlingDuration: Double {
        let step = 1.0 / 300
        var lastOutside = 0.0
        var t = 0.0
        while t < 60 {
            if abs(displacement(at: t)) >= 0.01 { lastOutside = t }
            else if t - lastOutside > 2 * Double.pi / max(naturalFrequency, 1e-9) { break }
            t += step
        }
        return ((lastOutside + step) * 10_000).rounded() / 10_000
    }
}

