import Foundation
@testable import SwiftUIModel
import Testing

/// Slider ticks: the tick content lists its ticks; a slider given ticks reports that it does not draw them.
@Suite("Slider ticks") @MainActor
struct SliderTicksTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    func ticks<C: SliderTickContent>(@SliderTickBuilder<Double> _ content: () -> C) -> [Double] where C.Value == Double {
        content().body.map(\.value)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aBlockListsTheTicksOfEachStatementInOrder() {
        #expect(ticks { SliderTick(0.0); SliderTick("Half", 0.5); SliderTick(1.0) } == [0, 0.5, 1])
        #expect(ticks { SliderTickContentForEach([0.25, 0.75], id: \.self) { SliderTick($0) } } == [0.25, 0.75])
        let flag = false
        #expect(ticks { SliderTick(0.0); if flag { SliderTick(1.0) } } == [0])
        #expect(ticks { if flag { SliderTick(1.0) } else { SliderTick(2.0) } } == [2])
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func ticksCompareByValue() {
        #expect(SliderTick(0.2) < SliderTick(0.4))
        #expect(SliderTick(0.2).id == SliderTick("x", 0.2).id)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aSliderWithTicksWorksAndReportsThem() {
        _ = ModelProblems.take()
        _ = mount(Slider(value: .constant(0.5), label: { Text("Volume") }, ticks: { SliderTick(0.0); SliderTick(1.0) }))
        #expect(ModelProblems.take().contains { $0.contains("ticks are not drawn") })
        _ = mount(Slider(value: .constant(0.5), in: 0...1, step: 0.5, label: { Text("Volume") }, tick: { _ in nil }))
        #expect(ModelProblems.take().isEmpty)
    }
}
