import Foundation

/// How a timing curve maps time (0…1) to progress: a cubic Bézier, or one of the circular curves
/// (iOS 17's `UnitCurve`). What `Animation`'s timing curves and keyframes run, and what `UnitCurve`
/// wraps.
enum TimingFunction: Hashable, Sendable {
    case bezier(BezierCurve)
    /// A quarter circle, slow then fast: 1 − √(1 − t²).
    case circularEaseIn
    /// A quarter circle, fast then slow: √(1 − (1 − t)²).
    case circularEaseOut
    /// The two halves of the above, each over half the time.
    case circularEaseInOut

    static let linear = TimingFunction.bezier(.linear)
    static let easeIn = TimingFunction.bezier(.easeIn)
    static let easeOut = TimingFunction.bezier(.easeOut)
    static let easeInOut = TimingFunction.bezier(.easeInOut)

    /// The progress at time fraction `t` (the Bézier's own rule: clamped to 0…1).
    func value(at t: Double) -> Double {
        switch self {
        case .bezier(let curve): curve.value(at: t)
        case .circularEaseIn: 1 - (1 - t * t).squareRoot()
        case .circularEaseOut: (1 - (1 - t) * (1 - t)).squareRoot()
        case .circularEaseInOut:
            t < 0.5 ? (1 - (1 - 4 * t * t).squareRoot()) / 2 : ((-4 * t * t + 8 * t - 3).squareRoot() + 1) / 2
        }
    }

    /// How fast the progress moves at time fraction `t` (its derivative), never negative for the
    /// circular curves; infinite where a circle is vertical (circularEaseIn at 1, circularEaseOut
    /// at 0, circularEaseInOut at 0.5).
    func velocity(at t: Double) -> Double {
        switch self {
        case .bezier(let curve): curve.velocity(at: t)
        case .circularEaseIn: abs(t / (1 - t * t).squareRoot())
        case .circularEaseOut: abs((t - 1) / (t * (2 - t)).squareRoot())
        case .circularEaseInOut:
            t < 0.5 ? abs(2 * t / (1 - 4 * t * t).squareRoot()) : abs((2 * t - 2) / (-4 * t * t + 8 * t - 3).squareRoot())
        }
    }

    /// The curve mirrored across the diagonal (time for progress): a Bézier's control points
    /// with x and y swapped; circularEaseIn and circularEaseOut each other's.
    var inverse: TimingFunction {
        switch self {
        case .bezier(let c): .bezier(BezierCurve(p1x: c.p1y, p1y: c.p1x, p2x: c.p2y, p2y: c.p2x))
        case .circularEaseIn: .circularEaseOut
        case .circularEaseOut: .circularEaseIn
        case .circularEaseInOut: .circularEaseInOut
        }
    }
}

extension BezierCurve {
    /// The curve's polynomial coefficients (x(s) = ((ax·s + bx)·s + cx)·s, and y alike), computed
    /// in the order Core Animation's unit Bézier solver uses, so that where both derivatives
    /// vanish (an ease's ends) the ratio comes out as SwiftUI's does: easeIn's velocity at 1 is 0,
    /// easeOut's at 0 is 1 (OpenSwiftUI's UnitCurveCompatibilityTests, run against SwiftUI,
    /// commit 069dd80; its UnitCurve.swift `CubicSolver`).
    private var coefficients: (ax: Double, bx: Double, cx: Double, ay: Double, by: Double, cy: Double) {
        let cx = p1x * 3.0
        let bx = (p2x - p1x) * 3.0 - cx
        let cy = p1y * 3.0
        let by = (p2y - p1y) * 3.0 - cy
        return (1.0 - cx - bx, bx, cx, 1.0 - cy - by, by, cy)
    }

    /// The curve's parameter where its x is `x` (clamped to 0…1), by bisection.
    func parameter(forTime x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        let (ax, bx, cx, _, _, _) = coefficients
        var low = 0.0, high = 1.0
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if ((ax * mid + bx) * mid + cx) * mid < x { low = mid } else { high = mid }
        }
        return (low + high) / 2
    }

    /// dy/dx at time fraction `x`, rounded to 2⁻²⁰ as the solver rounds: 1 where both
    /// derivatives are equal (both 0 at an ease's end), ±infinity where only dx/ds is 0.
    func velocity(at x: Double) -> Double {
        let (ax, bx, cx, ay, by, cy) = coefficients
        let s = parameter(forTime: x)
        let dx = cx + ((bx + bx) + (ax * 3 * s)) * s
        let dy = cy + ((by + by) + (ay * 3 * s)) * s
        guard dx != dy else { return 1 }
        guard dx != 0 else { return dy < 0 ? -.infinity : .infinity }
        return ((dy / dx) * 1_048_576).rounded() / 1_048_576
    }

    /// The same curve with its control points inside the unit square (what `UnitCurve` evaluates
    /// values on).
    var clamped: BezierCurve {
        func unit(_ v: Double) -> Double { min(max(v, 0), 1) }
        return BezierCurve(p1x: unit(p1x), p1y: unit(p1y), p2x: unit(p2x), p2y: unit(p2y))
    }

    /// The control points' x inside 0…1 (what `UnitCurve` evaluates velocities on).
    var clampedInTime: BezierCurve {
        BezierCurve(p1x: min(max(p1x, 0), 1), p1y: p1y, p2x: min(max(p2x, 0), 1), p2y: p2y)
    }
}
