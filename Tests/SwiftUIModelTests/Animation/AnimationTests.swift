import Foundation
@testable import SwiftUIModel
import Testing

/// Delay, speed, repetition, defaults.
struct AnimationTests {
    @Test func defaultDurationsAreCited() {
        #expect(Animation.easeInOut.curve.duration == 0.35)
        #expect(Animation.linear.curve.duration == 0.35)
        #expect(Animation.timingCurve(0.1, 0.2, 0.3, 0.4).curve.duration == 0.35)
    }

    @Test func delayAndSpeed() {
        let animation = Animation.linear(duration: 1).delay(0.5).speed(2)
        #expect(animation.progress(at: 0.4).fraction == 0)
        #expect(abs(animation.progress(at: 0.75).fraction - 0.5) < 1e-9)
        #expect(animation.progress(at: 1.01).finished)
        #expect(animation.totalDuration == 1)
    }

    @Test func repeatCountAutoreverses() {
        let animation = Animation.linear(duration: 1).repeatCount(3)
        #expect(abs(animation.progress(at: 0.25).fraction - 0.25) < 1e-9)
        #expect(abs(animation.progress(at: 1.25).fraction - 0.75) < 1e-9)   // on its way back
        #expect(abs(animation.progress(at: 2.25).fraction - 0.25) < 1e-9)
        #expect(animation.progress(at: 3.1).finished)
        #expect(animation.totalDuration == 3)
    }

    @Test func repeatForeverNeverEnds() {
        let animation = Animation.easeIn(duration: 0.5).repeatForever(autoreverses: false)
        #expect(!animation.progress(at: 100.2).finished)
        #expect(animation.totalDuration == nil)
        #expect(animation.logicalDuration == nil)
    }

    @Test func defaultIsASpringFromIOS17AndEaseInOutBefore() {
        let saved = ModelSettings.current
        defer { ModelSettings.current = saved }
        ModelSettings.current.platformMajorVersion = 17
        guard case .spring(let spring) = Animation.default.curve else { Issue.record("not a spring"); return }
        #expect(spring.response == 0.55)
        #expect(abs(spring.dampingRatio - 1) < 1e-9)
        ModelSettings.current.platformMajorVersion = 16
        #expect(Animation.default.curve == .bezier(.easeInOut, duration: 0.35))
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func namedSpringsHaveTheirBounce() {
        func ratio(_ animation: Animation) -> Double {
            if case .spring(let spring) = animation.curve { return spring.dampingRatio }
            return -1
        }
        #expect(abs(ratio(.smooth) - 1) < 1e-9)
        #expect(abs(ratio(.snappy) - 0.85) < 1e-9)
        #expect(abs(ratio(.bouncy) - 0.7) < 1e-9)
        #expect(abs(ratio(.spring(response: 0.5, dampingFraction: 0.825)) - 0.825) < 1e-9)
        #expect(Animation.default == .default && Animation.default != .spring(response: 0.55, dampingFraction: 1))
    }
}
