import CourseCheckProtocol
import Testing
@testable import SwiftUIModel

/// `textFieldStyle(_:)` names its style on the fields below it (Apple's `TextFieldStyle`:
/// `.automatic`, `.plain`, `.roundedBorder`); the automatic style writes nothing.
@MainActor
@Suite("Text field styles")
struct TextFieldStyleTests {
    struct Fields: View {
        @State var name = ""
        var body: some View {
            VStack {
                TextField("Name", text: $name).textFieldStyle(RoundedBorderTextFieldStyle())
                TextField("Plain", text: $name).textFieldStyle(PlainTextFieldStyle())
                TextField("Default", text: $name)
            }
        }
    }

    @Test func eachFieldReportsTheStyleAboveIt() {
        let graph = mount(Fields())
        func styles(_ nodes: [DisplayNode]) -> [String?] {
            nodes.flatMap { node in
                (node.kind == "TextField" ? [node.attributes.first { $0.0 == Attribute.Name.style }?.1] : []) + styles(node.children)
            }
        }
        #expect(styles(graph.displayTree()) == ["roundedBorder", "plain", nil])
    }
}
