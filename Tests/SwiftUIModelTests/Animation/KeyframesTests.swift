import Foundation
@testable import SwiftUIModel
import Testing

private struct Pose {
    var scale = 1.0
    var offset = CGSize.zero
}

struct KeyframesTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func tracksRunSideBySide() {
        let timeline = KeyframeTimeline(initialValue: Pose()) {
            KeyframeTrack(\.scale) {
                LinearKeyframe(2.0, duration: 1)
                MoveKeyframe(3.0)
                LinearKeyframe(1.0, duration: 1)
            }
            KeyframeTrack(\.offset) {
                LinearKeyframe(CGSize(width: 100, height: 0), duration: 0.5)
            }
        }
        #expect(timeline.duration == 2)
        #expect(timeline.value(time: 0.5).scale == 1.5)
        #expect(timeline.value(time: 0.25).offset.width == 50)
        #expect(timeline.value(time: 1.5).scale == 2)   // from 3 (moved) towards 1, half-way
        #expect(timeline.value(time: 5).scale == 1)
        #expect(timeline.value(time: 5).offset.width == 100)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func cubicEasesAndSpringFollowsItsCurve() {
        let cubic = KeyframeTimeline(initialValue: 0.0) { KeyframeTrack { CubicKeyframe(1.0, duration: 1) } }
        #expect(cubic.value(time: 0.5) == 0.5)
        #expect(cubic.value(time: 0.1) < 0.1)
        let spring = Spring(duration: 0.5, bounce: 0)
        let springy = KeyframeTimeline(initialValue: 0.0) { KeyframeTrack { SpringKeyframe(1.0, duration: 1, spring: spring) } }
        #expect(abs(springy.value(time: 0.2) - spring.curve.fraction(at: 0.2)) < 1e-9)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func keyframesWithoutATrackAreATrackOfTheWholeValue() {
        // Apple's KeyframesBuilder.buildFinalResult makes keyframes written directly a track.
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(2.0, duration: 1)
            LinearKeyframe(0.0, duration: 1)
        }
        #expect(timeline.duration == 2)
        #expect(timeline.value(time: 0.5) == 1)
        #expect(timeline.value(time: 1.5) == 1)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test(arguments: [true, false]) func ifElseAndLoopsChooseAndRepeatKeyframes(_ up: Bool) {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                if up {
                    LinearKeyframe(4.0, duration: 1)
                } else {
                    LinearKeyframe(-4.0, duration: 1)
                }
                for step in 1...2 {
                    LinearKeyframe(Double(step), duration: 1)
                }
            }
        }
        #expect(timeline.duration == 3)
        #expect(timeline.value(time: 0.5) == (up ? 2 : -2))
        #expect(timeline.value(time: 3) == 2)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func customKeyframesResolveThroughTheirBody() {
        let timeline = KeyframeTimeline(initialValue: Pose()) { Grow() }
        #expect(timeline.duration == 1)
        #expect(timeline.value(time: 0.5).scale == 2)
    }
}

@available(*, deprecated, message: "tests API whose availability is data")
private struct Grow: Keyframes {
    var body: some Keyframes<Pose> {
        KeyframeTrack(\.scale) { LinearKeyframe(3.0, duration: 1) }
    }
}
