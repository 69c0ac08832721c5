import CourseCheckProtocol
import Foundation
@testable import SwiftUIModel
import Testing

/// A progress view below `progressViewStyle(_:)` with a style course code wrote shows the style's
/// body, made from its fraction and labels; the system styles' bodies are their own look
/// (ProgressView.swift).
@Suite("Progress view styles") @MainActor
struct ProgressViewStyleTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    struct PercentStyle: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                Text(configuration.fractionCompleted.map { "\(Int($0 * 100))%" } ?? "indeterminate")
                configuration.label
                configuration.currentValueLabel
            }
        }
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    struct SpinnerStyle: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            CircularProgressViewStyle().makeBody(configuration: configuration)
        }
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    struct TintedStyle: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View { ProgressView(configuration) }
    }

    func attribute(_ name: String, _ graph: ViewGraph) -> String? {
        first("ProgressView", in: graph)?.attributes.first { $0.0 == name }?.1
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aCustomStyleDrawsFromTheFractionAndLabels() {
        let graph = mount(ProgressView(value: 0.25) { Text("Loading") } currentValueLabel: { Text("1 of 4") }.progressViewStyle(PercentStyle()))
        #expect(plainTexts(graph) == ["25%", "Loading", "1 of 4"])
        #expect(attribute(Attribute.Name.style, graph) == "PercentStyle")
        #expect(plainTexts(mount(ProgressView().progressViewStyle(PercentStyle()))) == ["indeterminate"])
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aSystemStylesBodyIsItsOwnLook() {
        let graph = mount(ProgressView(value: 0.5).progressViewStyle(SpinnerStyle()))
        #expect(find("ProgressView", in: graph)?.children.contains { $0.attributes.contains { $0.0 == Attribute.Name.spinning } } == true)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func theProgressViewAStyleMakesFromItsConfigurationIsTheNextStyleOuts() {
        let graph = mount(ProgressView(value: 0.5).progressViewStyle(TintedStyle()).progressViewStyle(.circular))
        let inner = find("ProgressView", in: graph)?.children.first
        #expect(inner?.attributes.contains { $0.0 == Attribute.Name.spinning } == true)
        let bar = mount(ProgressView(value: 0.5).progressViewStyle(TintedStyle()))
        #expect(find("ProgressView", in: bar)?.children.first?.attributes.contains { $0.0 == Attribute.Name.value && $0.1 == "0.5" } == true)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aSystemStyleBelowACustomOneDrawsTheSystemsLook() {
        let graph = mount(ProgressView(value: 0.5).progressViewStyle(.linear).progressViewStyle(PercentStyle()))
        #expect(plainTexts(graph).isEmpty)
        #expect(attribute(Attribute.Name.style, graph) == "linear")
    }
}
