@testable import SwiftUIModel
import Testing

/// The visibility members of a tab view's customization (TabViewCustomization+Visibility.swift):
/// the customization keeps nothing, so each read and write reports itself.
@Suite("Tab view customization visibility") @MainActor
struct TabViewCustomizationVisibilityTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func visibilityReadsAndWritesReportThemselves() {
        _ = ModelProblems.take()
        var customization = TabViewCustomization(notModelledPlaceholder: ())
        customization[sidebarVisibility: "home"] = .hidden
        #expect(customization[sidebarVisibility: "home"] == .automatic)
        var tab = TabViewCustomization.TabCustomization(notModelledPlaceholder: ())
        tab.sidebarVisibility = .visible
        #expect(tab.sidebarVisibility == .automatic)
        #expect(tab.tabBarVisibility == .automatic)
        let problems = ModelProblems.take()
        #expect(problems.contains { $0.contains("`TabViewCustomization.subscript(sidebarVisibility:)` is not modelled") })
        #expect(problems.contains { $0.contains("`TabViewCustomization.TabCustomization.sidebarVisibility` is not modelled") })
        #expect(problems.contains { $0.contains("`TabViewCustomization.TabCustomization.tabBarVisibility` is not modelled") })
    }
}
