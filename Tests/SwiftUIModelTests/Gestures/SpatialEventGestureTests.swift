import Foundation
@testable import SwiftUIModel
import Testing

/// A spatial event gesture keeps its coordinate space, and, once attached, reports itself and
/// never recognises.
@Suite("SpatialEventGesture") @MainActor
struct SpatialEventGestureTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func itKeepsItsSpaceAndNeverRecognises() {
        #expect(SpatialEventGesture().coordinateSpace == .local)
        #expect(SpatialEventGesture(coordinateSpace: .global).coordinateSpace == .global)
        let recognizer = makeRecognizer(SpatialEventGesture())
        #expect(ModelProblems.recorded.contains { $0.contains("`SpatialEventGesture` is not modelled") })
        guard case .failed = recognizer.handle(TouchEvent(phase: .began, locations: [.zero], time: 0)) else {
            Issue.record("a spatial event gesture recognised a touch")
            return
        }
    }
}
