@testable import SwiftUIModel
import Testing

/// Hover effects: there is no pointer in the model, so applying one reports itself.
@Suite("Custom hover effects") @MainActor
struct CustomHoverEffectsTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func applyingACustomHoverEffectReportsItself() {
        _ = ModelProblems.take()
        _ = mount(Text("x").hoverEffect(LiftHoverEffect().hoverEffectDisabled(false)))
        let problems = ModelProblems.take()
        #expect(problems.contains { $0.contains("View.hoverEffect(_:isEnabled:)") && $0.contains("no pointer") })
        #expect(problems.contains { $0.contains("hoverEffectDisabled") })
    }
}
