import Foundation
import SystemModel

/// A representation of a spring's motion (iOS 17's `Spring`): duration 0.5 and bounce 0 by
/// default (OpenSwiftUI Spring.swift).
@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
public struct Spring: Hashable, Sendable {
    let curve: SpringCurve
    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) { curve = SpringCurve(duration: duration, bounce: bounce) }
    public init(response: Double, dampingRatio: Double) { curve = SpringCurve(response: response, dampingFraction: dampingRatio) }
    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        curve = SpringCurve(mass: mass, stiffness: stiffness, damping: damping)
    }
    public var duration: TimeInterval { curve.response }
    public var settlingDuration: TimeInterval { curve.settlingDuration }
    public static var smooth: Spring { Spring() }
    public static var snappy: Spring { Spring(duration: 0.5, bounce: 0.15) }
    public static var bouncy: Spring { Spring(duration: 0.5, bounce: 0.3) }
}

extension Animation {
    /// An animation with a `Spring`'s motion (iOS 17).
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
        Animation(.spring(spring.curve), name: "spring(Spring(duration: \(number(spring.duration))))")
    }
}
