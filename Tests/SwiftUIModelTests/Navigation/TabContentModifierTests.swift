@testable import SwiftUIModel
import Testing

/// Tab content's modifiers (TabContent+Modifiers.swift): a badge of text is the tab's badge; the
/// others report themselves and leave the tab as it was.
@Suite("TabContent modifiers") @MainActor
struct TabContentModifierTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aBadgeOfTextIsTheTabsBadge() {
        let tab = Tab("Inbox", systemImage: "tray", value: 1) { Text("inbox") }
        #expect(TabContentSpecs.specs(tab.badge("New")).first?.badge == Text("New"))
        #expect(TabContentSpecs.specs(tab.badge(String("Later"))).first?.badge == Text(verbatim: "Later"))
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func anUnmodelledModifierReportsAndKeepsTheTab() {
        _ = ModelProblems.take()
        let tab = Tab("Inbox", systemImage: "tray", value: 1) { Text("inbox") }
        #expect(TabContentSpecs.specs(tab.hidden().customizationID("inbox")).map(\.tag) == [AnyHashable(1)])
        let reports = ModelProblems.take()
        #expect(reports.contains { $0.contains("TabContent.hidden(_:)") })
        #expect(reports.contains { $0.contains("TabContent.customizationID(_:)") })
    }
}
