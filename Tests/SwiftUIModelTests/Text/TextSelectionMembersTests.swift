@testable import SwiftUIModel
import Testing

/// The members of generated placeholder types written by hand (a text selection's affinity and
/// indices, a key press's key, a spatial event's kind and phase) report themselves.
@Suite("Placeholder members of selections, key presses and spatial events") @MainActor
struct TextSelectionMembersTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func selectionMembersReportThemselves() {
        let selection = TextSelection(insertionPoint: "".startIndex)
        #expect(selection.affinity == .automatic)
        #expect(ModelProblems.recorded.contains { $0.contains("`TextSelection.affinity` is not modelled") })
        _ = selection.indices
        #expect(ModelProblems.recorded.contains { $0.contains("`TextSelection.indices` is not modelled") })
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func keyPressAndSpatialEventMembersReportThemselves() {
        #expect(KeyPress(notModelledPlaceholder: ()).key.character == KeyEquivalent.space.character)
        #expect(ModelProblems.recorded.contains { $0.contains("`KeyPress.key` is not modelled") })
        let event = SpatialEventCollection.Event(notModelledPlaceholder: ())
        #expect(event.kind == .touch)
        #expect(ModelProblems.recorded.contains { $0.contains("`SpatialEventCollection.Event.kind` is not modelled") })
        #expect(event.phase == .active)
        #expect(ModelProblems.recorded.contains { $0.contains("`SpatialEventCollection.Event.phase` is not modelled") })
    }
}
