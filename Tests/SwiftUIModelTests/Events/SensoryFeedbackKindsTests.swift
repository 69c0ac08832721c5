import Foundation
@testable import SwiftUIModel
import Testing

/// The parameterised feedbacks record their kind and report the parameter they cannot tell apart.
@Suite("Sensory feedback kinds") @MainActor
struct SensoryFeedbackKindsTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func anImpactKeepsItsIntensityAndReportsItsWeight() {
        #expect(SensoryFeedback.impact(weight: .heavy, intensity: 0.5).name == "impact(intensity: 0.5)")
        #expect(ModelProblems.recorded.contains { $0.contains("`SensoryFeedback.impact(weight:intensity:)` is not modelled") })
        #expect(SensoryFeedback.impact(flexibility: .rigid).name == "impact(intensity: 1)")
        #expect(ModelProblems.recorded.contains { $0.contains("`SensoryFeedback.impact(flexibility:intensity:)` is not modelled") })
    }
}
