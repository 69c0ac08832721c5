import Foundation
@testable import SwiftUIModel
import Testing

/// The dates schedules give (OpenSwiftUI's TimelineScheduleTests, run against SwiftUI).
@Suite("Timeline schedules")
struct TimelineScheduleTests {
    func seconds<S: Sequence>(_ entries: S, _ count: Int) -> [Double?] where S.Element == Date {
        var iterator = entries.makeIterator()
        return (0..<count).map { _ in iterator.next()?.timeIntervalSince1970 }
    }

    @Test func aPeriodicScheduleStartsAtTheLastEntryNotAfterTheDateAsked() {
        let byFive = PeriodicTimelineSchedule(from: Date(timeIntervalSince1970: 0), by: 5)
        #expect(seconds(byFive.entries(from: Date(timeIntervalSince1970: 12), mode: .normal), 3) == [10, 15, 20])
        #expect(seconds(byFive.entries(from: Date(timeIntervalSince1970: 15), mode: .normal), 2) == [15, 20])
    }

    @Test func everyMinuteStartsAtTheStartOfTheMinute() {
        let entries = seconds(EveryMinuteTimelineSchedule().entries(from: Date(timeIntervalSince1970: 125.5), mode: .normal), 3)
        #expect(entries == [120, 180, 240])
    }

    @Test func aPausedOrLowFrequencyAnimationScheduleHasNoEntry() {
        #expect(seconds(AnimationTimelineSchedule(paused: true).entries(from: .now, mode: .normal), 2) == [nil, nil])
        #expect(seconds(AnimationTimelineSchedule().entries(from: .now, mode: .lowFrequency), 2) == [nil, nil])
        #expect(seconds(AnimationTimelineSchedule(minimumInterval: 1.5).entries(from: Date(timeIntervalSince1970: 0), mode: .normal), 3) == [0, 1.5, 3])
    }
}

/// UnitCurve (OpenSwiftUI's UnitCurveCompatibilityTests, run against SwiftUI).
@Suite("Unit curves")
struct UnitCurveTests {
    @Test func whereBothDerivativesVanishTheVelocityIsSwiftUIs() {
        #expect(UnitCurve.easeIn.velocity(at: 1) == 0)
        #expect(UnitCurve.easeOut.velocity(at: 0) == 1)
        #expect(abs(UnitCurve.easeInOut.velocity(at: 0.5) - 1.72) < 0.01)
    }

    @Test func circularCurvesAndInverses() {
        #expect(abs(UnitCurve.circularEaseIn.value(at: 0.5) - 0.134) < 0.001)
        #expect(UnitCurve.circularEaseIn.velocity(at: 1) == .infinity)
        #expect(UnitCurve.circularEaseInOut.velocity(at: 0.5) == .infinity)
        #expect(UnitCurve.circularEaseIn.inverse == .circularEaseOut)
        let curve = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.25, y: 0.1), endControlPoint: UnitPoint(x: 0.75, y: 0.9))
        #expect(curve.inverse == .bezier(startControlPoint: UnitPoint(x: 0.1, y: 0.25), endControlPoint: UnitPoint(x: 0.9, y: 0.75)))
    }

    @Test func valuesAreClampedButTheLineIsNot() {
        #expect(UnitCurve.easeInOut.value(at: -0.5) == 0 && UnitCurve.easeInOut.value(at: 1.5) == 1)
        #expect(UnitCurve.linear.velocity(at: 1.5) == 1)
        let extreme = UnitCurve.bezier(startControlPoint: UnitPoint(x: -0.5, y: 2), endControlPoint: UnitPoint(x: 1.5, y: -1))
        #expect(abs(extreme.value(at: 0.5) - 0.5) < 1e-6)
        #expect(extreme.velocity(at: 0.5) == -1)
    }
}

/// Animation's description and `logicallyComplete(after:)`.
@Suite("Animation values")
struct AnimationValueTests {
    @Test func theDefaultAnimationDescribesItself() {
        #expect(Animation.default.description == "DefaultAnimation()")
        #expect(Animation.default.debugDescription == "AnyAnimator(SwiftUI.DefaultAnimation())")
        #expect(Animation.default.customMirror.description == "Mirror for Animation")
    }

    @Test func logicallyCompleteAfterShortensTheLogicalDuration() {
        let animation = Animation.linear(duration: 5).logicallyComplete(after: 1)
        #expect(animation.logicalDuration == 1)
        #expect(Animation.linear(duration: 0.5).logicallyComplete(after: 1).logicalDuration == 0.5)
    }

    @Test func anglesAnimateTheirRadiansTimes128AndAxesDescribeThemselves() {
        var angle = Angle(degrees: 90)
        #expect(angle.animatableData == .pi / 2 * 128)
        angle.animatableData *= 2
        #expect(abs(angle.radians - .pi) < 1e-12)
        #expect(Axis.allCases == [.horizontal, .vertical] && Axis.vertical.rawValue == 1 && Axis.horizontal.description == "horizontal")
    }
}
