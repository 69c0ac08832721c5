import Foundation
import SystemModel

/// A curve from (0, 0) to (1, 1) that maps time to progress (iOS 17's `UnitCurve`).
@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
public struct UnitCurve: Hashable, Sendable {
    let curve: BezierCurve
    public static func bezier(startControlPoint: CGPoint, endControlPoint: CGPoint) -> UnitCurve {
        UnitCurve(curve: BezierCurve(p1x: Double(startControlPoint.x), p1y: Double(startControlPoint.y),
                                     p2x: Double(endControlPoint.x), p2y: Double(endControlPoint.y)))
    }
    public static let linear = UnitCurve(curve: .linear)
    public static let easeIn = UnitCurve(curve: .easeIn)
    public static let easeOut = UnitCurve(curve: .easeOut)
    public static let easeInOut = UnitCurve(curve: .easeInOut)
    public func value(at progress: Double) -> Double { curve.value(at: progress) }
}

extension Animation {
    /// A timing curve over a duration (iOS 17).
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
        Animation(.bezier(curve.curve, duration: duration), name: "timingCurve(duration: \(number(duration)))")
    }
}
