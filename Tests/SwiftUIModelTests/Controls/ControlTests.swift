import CourseCheckProtocol
import Foundation
@testable import SwiftUIModel
import Testing

private struct Form: View {
    @State private var city = ""
    @State private var showsYear = false
    var body: some View {
        VStack {
            TextField("City", text: $city)
            Toggle("Show year", isOn: $showsYear)
            Text("\(city) \(showsYear ? "with" : "without") year")
        }
    }
}

@Suite("Controls") @MainActor
struct ControlTests {
    @Test func typingAndTogglingChangeTheStateTheyAreBoundTo() {
        let graph = mount(Form())
        find("TextField", in: graph)?.textInput.receive?("Oslo")
        graph.update()
        tap("Show year", in: graph)
        #expect(texts(graph).contains("\"Oslo with year\""))
        #expect(find("Toggle", in: graph)?.attributes.first { $0.0 == Attribute.Name.on }?.1 == "true")
    }
}
