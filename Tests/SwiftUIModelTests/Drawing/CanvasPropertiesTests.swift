import Foundation
@testable import SwiftUIModel
import Testing

@MainActor
struct CanvasPropertiesTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func propertiesReadWhatTheCanvasWasMadeWith() {
        var canvas = Canvas(opaque: true, colorMode: .linear, rendersAsynchronously: true) { _, _ in }
        #expect(canvas.isOpaque)
        #expect(canvas.colorMode == .linear)
        #expect(canvas.rendersAsynchronously)
        canvas.isOpaque = false
        canvas.colorMode = .extendedLinear
        canvas.rendersAsynchronously = false
        #expect(!canvas.isOpaque && canvas.colorMode == .extendedLinear && !canvas.rendersAsynchronously)
        let plain = Canvas { _, _ in }
        #expect(!plain.isOpaque && plain.colorMode == .nonLinear && !plain.rendersAsynchronously)
    }
}
