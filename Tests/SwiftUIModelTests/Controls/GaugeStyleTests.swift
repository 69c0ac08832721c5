import CourseCheckProtocol
import Foundation
@testable import SwiftUIModel
import Testing

/// A gauge below `gaugeStyle(_:)` with a style course code wrote shows the style's body, made
/// from its value (a fraction of its range) and labels; the system styles' bodies draw the gauge
/// (Gauge.swift).
@Suite("Gauge styles") @MainActor
struct GaugeStyleTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    struct ReadoutStyle: GaugeStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                Text("\(Int(configuration.value * 100))%")
                configuration.label
                configuration.currentValueLabel
                configuration.minimumValueLabel
                configuration.maximumValueLabel
            }
        }
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    struct BarStyle: GaugeStyle {
        func makeBody(configuration: Configuration) -> some View {
            LinearCapacityGaugeStyle().makeBody(configuration: configuration)
        }
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aCustomStyleDrawsFromTheValueAndLabels() {
        let gauge = Gauge(value: 30.0, in: 20...60) { Text("Speed") } currentValueLabel: { Text("30") } minimumValueLabel: { Text("20") } maximumValueLabel: { Text("60") }
        let graph = mount(gauge.gaugeStyle(ReadoutStyle()))
        #expect(plainTexts(graph) == ["25%", "Speed", "30", "20", "60"])
        #expect(find("Gauge", in: graph)?.attributes.contains { $0.0 == Attribute.Name.style && $0.1 == "ReadoutStyle" } == true)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aSystemStylesBodyDrawsTheGauge() {
        let graph = mount(Gauge(value: 0.5) { Text("Level") }.gaugeStyle(BarStyle()))
        let drawn = find("Gauge", in: graph)?.children.first
        #expect(drawn?.attributes.contains { $0.0 == Attribute.Name.value && $0.1 == "0.5" } == true)
        #expect(drawn?.attributes.contains { $0.0 == Attribute.Name.style && $0.1 == "linearCapacity" } == true)
        #expect(plainTexts(graph) == ["Level"])
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aSystemStyleBelowACustomOneDrawsTheSystemsGauge() {
        let graph = mount(Gauge(value: 0.5) { Text("Level") }.gaugeStyle(.automatic).gaugeStyle(ReadoutStyle()))
        #expect(plainTexts(graph) == ["Level"])
        #expect(find("Gauge", in: graph)?.attributes.contains { $0.0 == Attribute.Name.style } == false)
    }
}
