import CourseCheckProtocol
import Foundation
@testable import SwiftUIModel
import Testing

/// A group box below `groupBoxStyle(_:)` shows the style's body, made from its label and content;
/// `GroupBox(configuration)` in that body is the next style out's box (GroupBoxStyle.swift).
@Suite("Group box styles") @MainActor
struct GroupBoxStyleTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    struct CardStyle: GroupBoxStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                Text("card")
                configuration.label
                configuration.content
            }
        }
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    struct FramedStyle: GroupBoxStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                Text("framed")
                GroupBox(configuration)
            }
        }
    }

    func styleName(_ graph: ViewGraph) -> String? {
        first("GroupBox", in: graph)?.attributes.first { $0.0 == Attribute.Name.style }?.1
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aCustomStyleDrawsTheBoxFromItsLabelAndContent() {
        let graph = mount(GroupBox("Box") { Text("inside") }.groupBoxStyle(CardStyle()))
        #expect(plainTexts(graph) == ["card", "Box", "inside"])
        #expect(styleName(graph) == "CardStyle")
        #expect(!isShown("padding", in: graph))
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func theBoxAStyleMakesFromItsConfigurationIsTheSystemsBox() {
        let graph = mount(GroupBox("Box") { Text("inside") }.groupBoxStyle(FramedStyle()))
        #expect(plainTexts(graph) == ["framed", "Box", "inside"])
        #expect(isShown("padding", in: graph))
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func stylesStackTheInnerDrawingTheBoxTheOuterItsConfigurationsBox() {
        let graph = mount(GroupBox("Box") { Text("inside") }.groupBoxStyle(FramedStyle()).groupBoxStyle(CardStyle()))
        #expect(plainTexts(graph) == ["framed", "card", "Box", "inside"])
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aBoxInTheContentKeepsTheStyle() {
        let graph = mount(GroupBox("Outer") { GroupBox("Inner") { Text("inside") } }.groupBoxStyle(CardStyle()))
        #expect(plainTexts(graph) == ["card", "Outer", "card", "Inner", "inside"])
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func theAutomaticStyleBelowACustomOneDrawsTheSystemsBox() {
        let graph = mount(GroupBox("Box") { Text("inside") }.groupBoxStyle(.automatic).groupBoxStyle(CardStyle()))
        #expect(plainTexts(graph) == ["Box", "inside"])
        #expect(styleName(graph) == nil)
        #expect(isShown("padding", in: graph))
        let made = mount(DefaultGroupBoxStyle().makeBody(configuration: .init(label: .init(view: AnyView(Text("L"))), content: .init(view: AnyView(Text("C"))))))
        #expect(plainTexts(made) == ["L", "C"])
        #expect(isShown("padding", in: made))
    }
}
