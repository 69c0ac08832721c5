import Foundation
@testable import SwiftUIModel
import Testing

/// Animation's description and `logicallyComplete(after:)`.
@Suite("Animation values")
struct AnimationValueTests {
    @Test func theDefaultAnimationDescribesItself() {
        #expect(Animation.default.description == "DefaultAnimation()")
        #expect(Animation.default.debugDescription == "AnyAnimator(SwiftUI.DefaultAnimation())")
        #expect(Animation.default.customMirror.description == "Mirror for Animation")
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func logicallyCompleteAfterShortensTheLogicalDuration() {
        let animation = Animation.linear(duration: 5).logicallyComplete(after: 1)
        #expect(animation.logicalDuration == 1)
        #expect(Animation.linear(duration: 0.5).logicallyComplete(after: 1).logicalDuration == 0.5)
    }
}
