@testable import CoreGraphicsModel
import Foundation
import Testing

/// CoreGraphics' vector: two components, zero by default.
@Suite("CoreGraphics' vectors")
struct CGVectorTests {
    @Test func theInitialisersSetBothComponents() {
        #expect(CGVector(dx: 3, dy: -4) == CGVector(dx: 3.0, dy: -4.0))
        #expect(CGVector(dx: 1, dy: 2).dy == 2)
        #expect(CGVector() == .zero)
        #expect(CGVector.zero.dx == 0 && CGVector.zero.dy == 0)
    }
}
