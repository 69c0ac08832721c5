@testable import SwiftUIModel
import Testing

/// A slider with a neutral value, enabled bounds and a current-value label (iOS 26,
/// SliderTicks.swift): it works as the slider without them, and each of them, when given, reports
/// that it is not drawn or kept.
@Suite("Slider with a neutral value") @MainActor
struct SliderNeutralValueTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aNeutralValueReportsItselfAndTheSliderStillWorks() {
        _ = ModelProblems.take()
        _ = mount(Slider(value: .constant(0.5), neutralValue: 0.25, label: { Text("Balance") }))
        #expect(ModelProblems.take().contains { $0.contains("`Slider's neutralValue` is not modelled") })
        let graph = mount(Slider(value: .constant(0.5), in: 0...1, neutralValue: nil, label: { Text("Balance") }, minimumValueLabel: { Text("L") }, maximumValueLabel: { Text("R") }))
        #expect(ModelProblems.take().isEmpty)
        #expect(plainTexts(graph).contains("L") && plainTexts(graph).contains("R"))
    }
}
