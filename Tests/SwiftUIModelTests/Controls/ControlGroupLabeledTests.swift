@testable import SwiftUIModel
import Testing

/// A labelled control group compiles with Apple's shapes and, not modelled, reports itself when
/// shown.
@Suite("Labelled control groups") @MainActor
struct ControlGroupLabeledTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aLabelledGroupReportsItselfWhenShown() {
        _ = ModelProblems.take()
        let titled = ControlGroup("Edit") { Button("Copy") {} }
        _ = mount(titled)
        #expect(ModelProblems.take().contains { $0.contains("ControlGroup") })
        let symbol = ControlGroup("Edit", systemImage: "pencil") { Button("Copy") {} }
        _ = mount(symbol)
        #expect(ModelProblems.take().contains { $0.contains("ControlGroup") })
        let labelled = ControlGroup { Button("Copy") {} } label: { Text("Edit") }
        _ = mount(labelled)
        #expect(ModelProblems.take().contains { $0.contains("ControlGroup") })
    }
}
