import Foundation
@testable import SwiftUIModel
import Testing

/// The resources' overload passes to the keys' one, which reports itself when installed.
@Suite("Accessibility custom content from resources") @MainActor
struct AccessibilityCustomContentResourceTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func theResourcesOverloadReportsAsTheKeysOne() {
        _ = ModelProblems.take()
        let label: LocalizedStringResource = "Age", value: LocalizedStringResource = "3"
        let view = Text("Cat").accessibilityLabel("Cat").accessibilityCustomContent(label, value)
        let graph = mount(view)
        #expect(plainTexts(graph).contains("Cat"))
        #expect(ModelProblems.take().contains { $0.contains("accessibilityCustomContent") })
    }
}
