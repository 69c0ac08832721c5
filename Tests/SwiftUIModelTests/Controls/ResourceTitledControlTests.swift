import Foundation
@testable import SwiftUIModel
import Testing

/// Controls with a title of a `LocalizedStringResource` and Apple's inlinable bodies
/// (Picker+ResourceCurrentValueLabel.swift, TextField+ResourceSelection.swift), and the text
/// editor of an attributed string (TextEditor+AttributedString.swift).
@Suite("Resource-titled controls") @MainActor
struct ResourceTitledControlTests {
    final class Box<Value> { var value: Value; init(_ value: Value) { self.value = value } }
    func binding<Value>(_ box: Box<Value>) -> Binding<Value> { Binding(get: { box.value }, set: { box.value = $0 }) }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aPickerWithAResourceTitleIsLabelledWithItAndReportsItsCurrentValueLabel() {
        _ = ModelProblems.take()
        let size = Box(1)
        let graph = mount(Picker(LocalizedStringResource("Size"), selection: binding(size)) {
            Text("Small").tag(1)
            Text("Large").tag(2)
        } currentValueLabel: { Text("now") })
        #expect(find("Picker", in: graph)?.content?.contains("Size") == true)
        #expect(find("Picker", in: graph)?.carried[SelectInteractionKey.self]?.select("Large") == true)
        #expect(size.value == 2)
        #expect(ModelProblems.take().contains { $0.contains("`Picker.init(selection:content:label:currentValueLabel:)` is not modelled") })
        let symbol = mount(Picker(LocalizedStringResource("Shape"), systemImage: "square", selection: binding(size)) {
            Text("Small").tag(1)
        } currentValueLabel: { Text("now") })
        #expect(find("Picker", in: symbol)?.content?.contains("Shape") == true)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aTextFieldWithAResourceTitleEditsItsText() {
        let text = Box("")
        let selection = Box<TextSelection?>(nil)
        let graph = mount(TextField(LocalizedStringResource("Name"), text: binding(text), selection: binding(selection)))
        find("TextField", in: graph)?.textInput.receive?("Ada")
        #expect(text.value == "Ada")
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func anAttributedEditorEditsTheCharactersAndReportsItself() {
        _ = ModelProblems.take()
        let text = Box(AttributedString("Hi"))
        let graph = mount(TextEditor(text: binding(text)))
        #expect(ModelProblems.take().contains { $0.contains("`TextEditor.init(text:selection:)` is not modelled") })
        find("TextEditor", in: graph)?.textInput.receive?("Hello")
        #expect(String(text.value.characters) == "Hello")
    }
}
