import Testing
@testable import SwiftUIModel

/// Scene phases are ordered as SwiftUI's interface declares its cases.
@Suite("Scene phase")
struct ScenePhaseTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func phasesAreOrderedBackgroundInactiveActive() {
        #expect(ScenePhase.background < .inactive)
        #expect(ScenePhase.inactive < .active)
        #expect(!(ScenePhase.active < .background))
        #expect([ScenePhase.active, .background, .inactive].sorted() == [.background, .inactive, .active])
    }
}
