@testable import SwiftUIModel
import Testing

/// `GestureMask`'s raw value is a `UInt32`, as SwiftUICore declares it; `.all` is both options.
@Suite("Gesture mask raw values")
struct GestureMaskRawValueTests {
    @Test func allIsTheGestureAndItsSubviews() {
        let mask: UInt32 = GestureMask.all.rawValue
        #expect(mask == GestureMask.gesture.rawValue | GestureMask.subviews.rawValue)
        #expect(GestureMask(rawValue: mask) == .all)
    }
}
