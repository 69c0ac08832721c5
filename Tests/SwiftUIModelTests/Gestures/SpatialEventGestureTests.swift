import Testing
@testable import SwiftUIModel

/// `SpatialEventGesture` is never recognised, and says so when a touch reaches it.
@MainActor
@Suite("SpatialEventGesture")
struct SpatialEventGestureTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func itIsNeverRecognisedAndReportsItself() {
        let recognizer = makeRecognizer(SpatialEventGesture(coordinateSpace: .global))
        let phase = recognizer.handle(TouchEvent(phase: .began, locations: [.zero], time: 0))
        #expect(phase.isFailed)
        #expect(ModelProblems.recorded.contains { $0.contains("SpatialEventGesture") })
        #expect(SpatialEventGesture().coordinateSpace == .local)
    }
}
