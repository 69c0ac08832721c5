import Foundation
@testable import SwiftUIModel
import Testing

@Suite("Default glass effect shape") @MainActor
struct DefaultGlassEffectShapeTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func itIsACapsule() {
        let rect = CGRect(x: 0, y: 0, width: 80, height: 30)
        #expect(DefaultGlassEffectShape().path(in: rect) == Capsule().path(in: rect))
        #expect(DefaultGlassEffectShape().path(in: rect) != Rectangle().path(in: rect))
    }
}
