@testable import SwiftUIModel
import Testing

/// What a control group style's configuration hands its body, and `ControlGroup(configuration)`
/// (ControlGroupStyleConfiguration+Views.swift), and `RenameButton()`: not modelled, each shows
/// nothing and reports itself when shown.
@Suite("Control group configurations") @MainActor
struct ControlGroupConfigurationTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func theConfigurationsViewsReportThemselvesWhenShown() {
        _ = ModelProblems.take()
        let configuration = ControlGroupStyleConfiguration(notModelledPlaceholder: ())
        let graph = mount(VStack { configuration.label; configuration.content; Text("after") })
        #expect(plainTexts(graph) == ["after"])
        let problems = ModelProblems.take()
        #expect(problems.contains { $0.contains("`ControlGroupStyleConfiguration.Content` is not modelled") })
        #expect(problems.contains { $0.contains("`ControlGroupStyleConfiguration.Label` is not modelled") })
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aGroupOfAConfigurationAndARenameButtonReportThemselves() {
        _ = ModelProblems.take()
        _ = mount(ControlGroup(ControlGroupStyleConfiguration(notModelledPlaceholder: ())))
        #expect(ModelProblems.take().contains { $0.contains("`ControlGroup` is not modelled") })
        _ = mount(RenameButton())
        #expect(ModelProblems.take().contains { $0.contains("`RenameButton` is not modelled") })
    }
}
