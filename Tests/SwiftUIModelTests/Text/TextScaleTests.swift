import CourseCheckProtocol
import Foundation
@testable import SwiftUIModel
import Testing

/// `textScale(_:isEnabled:)`: `.secondary` reports itself; `.default` or a disabled scale is nothing.
@Suite("A text scale") @MainActor
struct TextScaleTests {
    func reports() -> [String] { ModelProblems.take().filter { $0.contains("textScale") } }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func secondaryReportsItselfAndTheTextKeepsItsSize() {
        let plain = mount(Text("Tokyo")).displayTree()[0].sizeThatFits(ProposedViewSize(width: 300, height: nil))
        let scaled = mount(Text("Tokyo").textScale(.secondary)).displayTree()[0].sizeThatFits(ProposedViewSize(width: 300, height: nil))
        #expect(scaled == plain)
        _ = VStack { Text("Tokyo") }.textScale(.secondary)
        let made = reports()
        #expect(made.contains { $0.contains("Text.textScale(_:isEnabled:) with .secondary") })
        #expect(made.contains { $0.contains("View.textScale(_:isEnabled:) with .secondary") })
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func theDefaultOrADisabledScaleChangesNothing() {
        _ = Text("Tokyo").textScale(.default)
        _ = Text("Tokyo").textScale(.secondary, isEnabled: false)
        #expect(reports().isEmpty)
    }
}
