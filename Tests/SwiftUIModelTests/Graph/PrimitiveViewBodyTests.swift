import CourseCheckProtocol
import Foundation
@testable import SwiftUIModel
import Testing

/// A control's `body`, read by code, is the control drawn as the model draws it
/// (PrimitiveViewBody.swift): Apple declares `var body: some View` on its controls.
@Suite("Primitive views' bodies") @MainActor
struct PrimitiveViewBodyTests {
    @Test func aButtonsBodyIsTheButton() {
        let button = Button("Save") {}
        let direct = mount(button), throughBody = mount(button.body)
        #expect(plainTexts(throughBody) == ["Save"])
        #expect(find("Button", in: throughBody) != nil)
        #expect(plainTexts(throughBody) == plainTexts(direct))
    }

    @Test func aListsBodyIsTheListWithItsRows() {
        let list = List { Text("One"); Text("Two") }
        let graph = mount(VStack { list.body })
        #expect(plainTexts(graph) == ["One", "Two"])
        #expect(find("List", in: graph) != nil)
    }

    @Test func aTogglesBodyDrawsAsTheToggle() {
        // The graph draws the toggle by its own rules, not through its body: the body shows the
        // same texts and the same Toggle node.
        let toggle = Toggle("Wi-Fi", isOn: .constant(true))
        let graph = mount(toggle.body)
        #expect(find("Toggle", in: graph) != nil)
        #expect(plainTexts(graph) == plainTexts(mount(toggle)))
    }
}
