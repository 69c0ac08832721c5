import CourseCheckProtocol
import Foundation
@testable import SwiftUIModel
import Testing

/// Labeled content below `labeledContentStyle(_:)` shows the style's body, made from its label
/// and content; `LabeledContent(configuration)` in that body is the system's row
/// (LabeledContentStyle.swift).
@Suite("Labeled content styles") @MainActor
struct LabeledContentStyleTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    struct ValueFirstStyle: LabeledContentStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                configuration.content
                configuration.label
            }
        }
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    struct CaptionedStyle: LabeledContentStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                LabeledContent(configuration)
                Text("caption")
            }
        }
    }

    func styleName(_ graph: ViewGraph) -> String? {
        first("LabeledContent", in: graph)?.attributes.first { $0.0 == Attribute.Name.style }?.1
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aCustomStyleDrawsFromTheLabelAndContent() {
        let graph = mount(LabeledContent("Name", value: "Ada").labeledContentStyle(ValueFirstStyle()))
        #expect(plainTexts(graph) == ["Ada", "Name"])
        #expect(styleName(graph) == "ValueFirstStyle")
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func theContentAStyleMakesFromItsConfigurationIsTheSystemsRow() {
        let styled = mount(LabeledContent("Name", value: "Ada").labeledContentStyle(CaptionedStyle()))
        let plain = mount(LabeledContent("Name", value: "Ada"))
        #expect(plainTexts(styled) == ["Name", "Ada", "caption"])
        #expect(plainTexts(plain) == ["Name", "Ada"])
        #expect(styleName(styled) == "CaptionedStyle")
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func theAutomaticStyleBelowACustomOneDrawsTheSystemsRow() {
        let graph = mount(LabeledContent("Name", value: "Ada").labeledContentStyle(.automatic).labeledContentStyle(ValueFirstStyle()))
        #expect(plainTexts(graph) == ["Name", "Ada"])
        #expect(styleName(graph) == nil)
    }
}
