import Foundation
@testable import SwiftUIModel
import Testing

/// Environment values of lists, menus, labels, scroll views and text selection: the documented
/// defaults behave; a value with no documented default reads back what a view above wrote, and
/// reports itself when nobody wrote it.
@Suite("List and control environment values") @MainActor
struct ListAndControlValuesTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func headerProminenceIsStandardUntilSet() {
        var environment = EnvironmentValues()
        #expect(environment.headerProminence == .standard)
        environment.headerProminence = .increased
        #expect(environment.headerProminence == .increased)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func sidebarRowSizeIsAlwaysMediumOnIOS() {
        var environment = EnvironmentValues()
        #expect(environment.sidebarRowSize == .medium)
        environment.sidebarRowSize = .large
        #expect(environment.sidebarRowSize == .medium)
    }

    @Test func defaultMinListRowHeightIsTheRowsMinimumAndAWriteReportsItself() {
        var environment = EnvironmentValues()
        #expect(environment.defaultMinListRowHeight == 44)
        environment.defaultMinListRowHeight = 60
        #expect(environment.defaultMinListRowHeight == 60)
        #expect(ModelProblems.recorded.contains { $0.contains("`EnvironmentValues.defaultMinListRowHeight` is not modelled") })
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aValueWithoutADocumentedDefaultReportsItsPlaceholder() {
        let environment = EnvironmentValues()
        #expect(environment.menuIndicatorVisibility == .automatic)
        #expect(ModelProblems.recorded.contains { $0.contains("`EnvironmentValues.menuIndicatorVisibility` is not modelled: reads automatic, a placeholder") })
        _ = environment.textSelectionAffinity
        #expect(ModelProblems.recorded.contains { $0.contains("`EnvironmentValues.textSelectionAffinity` is not modelled") })
        _ = environment.navigationLinkIndicatorVisibility
        #expect(ModelProblems.recorded.contains { $0.contains("`EnvironmentValues.navigationLinkIndicatorVisibility` is not modelled") })
        _ = environment.presentationMode
        #expect(ModelProblems.recorded.contains { $0.contains("`EnvironmentValues.presentationMode` is not modelled") })
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aValueWithoutADocumentedDefaultReadsBackWhatWasWritten() {
        var environment = EnvironmentValues()
        environment.labelsVisibility = .hidden
        #expect(environment.labelsVisibility == .hidden)
        environment.textSelectionAffinity = .upstream
        #expect(environment.textSelectionAffinity == .upstream)
        environment.contentTransition = .opacity
        #expect(environment.contentTransition == .opacity)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func verticalScrollIndicatorVisibilityIsWhatScrollIndicatorsWrote() {
        var environment = EnvironmentValues()
        environment.horizontalScrollIndicatorVisibility = .hidden
        #expect(environment.verticalScrollIndicatorVisibility == .hidden)
        environment.verticalScrollIndicatorVisibility = .never
        #expect(environment.verticalScrollIndicatorVisibility == .never)
    }
}
