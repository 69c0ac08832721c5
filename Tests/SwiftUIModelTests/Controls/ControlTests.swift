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

/// Styles' parameters the model does not draw say so instead of being dropped.
@Suite("Style parameters that are not drawn") @MainActor
struct UndrawnStyleParameterTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aTintGivenToAStyleReportsItself() {
        _ = ModelProblems.take()
        _ = SwitchToggleStyle()
        _ = LinearProgressViewStyle()
        // Other suites report into the same list at the same time: only these styles' reports count.
        #expect(!ModelProblems.take().contains { $0.contains("Style.init(tint:)") })
        _ = SwitchToggleStyle(tint: .red)
        _ = LinearProgressViewStyle(tint: .red)
        _ = CircularProgressViewStyle(tint: .red)
        let reports = ModelProblems.take()
        #expect(["SwitchToggleStyle", "LinearProgressViewStyle", "CircularProgressViewStyle"].allSatisfy { style in
            reports.contains { $0.contains("`\(style).init(tint:)`") }
        })
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aPageIndicatorOtherThanTheDefaultReportsItself() {
        _ = ModelProblems.take()
        _ = PageTabViewStyle()
        _ = PageTabViewStyle(indexDisplayMode: .automatic)
        #expect(!ModelProblems.take().contains { $0.contains("indexDisplayMode") })
        _ = PageTabViewStyle(indexDisplayMode: .never)
        #expect(ModelProblems.take().contains { $0.contains("indexDisplayMode: .never") })
    }
}
