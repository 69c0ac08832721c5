import CourseCheckProtocol
import Foundation
@testable import SwiftUIModel
import Testing

/// A disclosure group below `disclosureGroupStyle(_:)` with a style course code wrote shows the
/// style's body, made from its label, content and expansion (DisclosureGroupStyle.swift).
@Suite("Disclosure group styles") @MainActor
struct DisclosureGroupStyleTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    struct ArrowStyle: DisclosureGroupStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                Button(configuration.isExpanded ? "Collapse" : "Expand") { configuration.isExpanded.toggle() }
                configuration.label
                if configuration.isExpanded { configuration.content }
            }
        }
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aCustomStyleShowsTheContentWhenItExpandsTheGroup() {
        let graph = mount(DisclosureGroup("Details") { Text("More") }.disclosureGroupStyle(ArrowStyle()))
        #expect(plainTexts(graph) == ["Expand", "Details"])
        #expect(find("DisclosureGroup", in: graph)?.attributes.contains { $0.0 == Attribute.Name.style && $0.1 == "ArrowStyle" } == true)
        tap("Expand", in: graph)
        #expect(plainTexts(graph) == ["Collapse", "Details", "More"])
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aGroupsBindingIsTheConfigurations() {
        final class Box { var open = true }
        let box = Box()
        let graph = mount(DisclosureGroup("Details", isExpanded: Binding(get: { box.open }, set: { box.open = $0 })) { Text("More") }.disclosureGroupStyle(ArrowStyle()))
        #expect(plainTexts(graph) == ["Collapse", "Details", "More"])
        tap("Collapse", in: graph)
        #expect(box.open == false)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func theAutomaticStyleBelowACustomOneDrawsTheSystemsGroup() {
        let graph = mount(DisclosureGroup("Details") { Text("More") }.disclosureGroupStyle(.automatic).disclosureGroupStyle(ArrowStyle()))
        #expect(plainTexts(graph) == ["Details"])
        #expect(find("DisclosureGroup", in: graph)?.attributes.contains { $0.0 == Attribute.Name.style } == false)
    }
}
