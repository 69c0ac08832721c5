import Foundation
import SystemModel

/// A curve from (0, 0) to (1, 1) that maps time to progress (iOS 17's `UnitCurve`): its value and
/// velocity at a time, and its inverse. Values are clamped to 0…1 in time, a Bézier's control
/// points to the unit square (its velocity keeps their y); `linear` is the line itself, even
/// outside 0…1. Facts: OpenSwiftUI's UnitCurveCompatibilityTests, run against SwiftUI (commit
/// 069dd80), and its UnitCurve.swift for what they do not test (the unclamped line).
@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
public struct UnitCurve: Hashable, Sendable {
    let curve: TimingFunction

    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(curve: .bezier(BezierCurve(p1x: Double(startControlPoint.x), p1y: Double(startControlPoint.y),
                                             p2x: Double(endControlPoint.x), p2y: Double(endControlPoint.y))))
    }
    public static let linear = UnitCurve(curve: .linear)
    public static let easeIn = UnitCurve(curve: .easeIn)
    public static let easeOut = UnitCurve(curve: .easeOut)
    public static let easeInOut = UnitCurve(curve: .easeInOut)
    /// Apple's earlier name of `easeInOut` ("Use easeInOut instead").
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0, deprecated: 0) Use easeInOut instead")
    public static let easeInEaseOut = UnitCurve.easeInOut
    public static let circularEaseIn = UnitCurve(curve: .circularEaseIn)
    public static let circularEaseOut = UnitCurve(curve: .circularEaseOut)
    public static let circularEaseInOut = UnitCurve(curve: .circularEaseInOut)

    public func value(at progress: Double) -> Double {
        switch curve {
        case .bezier(let bezier) where bezier == .linear: progress
        case .bezier(let bezier): bezier.clamped.value(at: progress)
        default: curve.value(at: min(max(progress, 0), 1))
        }
    }

    public func velocity(at progress: Double) -> Double {
        switch curve {
        case .bezier(let bezier) where bezier == .linear: 1
        case .bezier(let bezier): bezier.clampedInTime.velocity(at: progress)
        default: curve.velocity(at: min(max(progress, 0), 1))
        }
    }

    public var inverse: UnitCurve { UnitCurve(curve: curve.inverse) }
}

extension Animation {
    /// A timing curve over a duration (iOS 17).
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
        Animation(.bezier(curve.curve, duration: duration), name: "timingCurve(duration: \(number(duration)))")
    }
}
