import CourseCheckProtocol
import Foundation
@testable import SwiftUIModel
import Testing

/// A form below `formStyle(_:)` with a style course code wrote shows the style's body, made from
/// its content; the system styles draw the grouped form (FormStyle.swift).
@Suite("Form styles") @MainActor
struct FormStyleTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    struct PlainStackStyle: FormStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                Text("settings")
                configuration.content
            }
        }
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    struct HeadedFormStyle: FormStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                Text("settings")
                Form(configuration)
            }
        }
    }

    func forms(_ graph: ViewGraph) -> Int {
        func walk(_ nodes: [DisplayNode]) -> Int { nodes.reduce(0) { $0 + ($1.kind == "Form" ? 1 : 0) + walk($1.children) } }
        return walk(graph.displayTree())
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aCustomStyleDrawsTheContentWithoutAList() {
        let graph = mount(Form { Text("Name") }.formStyle(PlainStackStyle()))
        #expect(plainTexts(graph) == ["settings", "Name"])
        #expect(find("Form", in: graph)?.attributes.contains { $0.0 == Attribute.Name.style && $0.1 == "PlainStackStyle" } == true)
        #expect(forms(graph) == 1)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func theFormAStyleMakesFromItsConfigurationIsTheGroupedForm() {
        let styled = mount(Form { Text("Name") }.formStyle(HeadedFormStyle()))
        #expect(plainTexts(styled) == ["settings", "Name"])
        let outer = find("Form", in: styled)
        #expect(outer?.attributes.first { $0.0 == Attribute.Name.style }?.1 == "HeadedFormStyle")
        #expect(forms(styled) == 2)
        let plain = mount(Form { Text("Name") }.formStyle(.grouped).formStyle(PlainStackStyle()))
        // The system style set below the custom one wins: the grouped form (a list whose style is
        // insetGrouped), without the custom style's body.
        #expect(plainTexts(plain) == ["Name"])
        #expect(find("Form", in: plain)?.attributes.first { $0.0 == Attribute.Name.style }?.1 == "insetGrouped")
        #expect(forms(plain) == 1)
    }
}
