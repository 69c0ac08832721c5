@testable import SwiftUIModel
import Testing

/// Pickers with a current-value label and a text field with a selection, titled by a
/// `LocalizedStringResource`: titled by its key, each reporting what its key-titled overload
/// ignores.
@Suite("Resource-titled pickers and text fields") @MainActor
struct ResourceTitledControlTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aPickerWithACurrentValueLabelIsTitledByTheKeyAndReports() {
        _ = ModelProblems.take()
        let picker = Picker(LocalizedStringResource("Size"), selection: .constant(1)) {
            Text("One").tag(1)
        } currentValueLabel: { Text("current") }
        #expect(plainTexts(mount(picker.label)) == ["Size"])
        #expect(ModelProblems.take().contains { $0.contains("Picker.init(_:selection:content:currentValueLabel:)") })
        let symbol = Picker(LocalizedStringResource("Kind"), systemImage: "star", selection: .constant(1)) {
            Text("One").tag(1)
        } currentValueLabel: { Text("current") }
        #expect(plainTexts(mount(symbol.label)).contains("Kind"))
        #expect(ModelProblems.take().contains { $0.contains("Picker.init(_:systemImage:selection:content:currentValueLabel:)") })
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aTextFieldWithASelectionIsTitledByTheKeyAndReports() {
        _ = ModelProblems.take()
        let field = TextField(LocalizedStringResource("Name"), text: .constant(""), selection: .constant(nil))
        #expect(find("TextField", in: mount(field))?.accessibility.label == "Name")
        #expect(ModelProblems.take().contains { $0.contains("TextField.init(_:text:selection:prompt:axis:)") })
    }
}
