import Foundation
@testable import SwiftUIModel
import Testing

/// Angle's animatable data is its radians × 128; Axis's cases and descriptions (OpenSwiftUI's
/// Angle and Axis compatibility tests, run against SwiftUI).
@Suite("Angle and Axis")
struct AngleAndAxisTests {
    @Test func anglesAnimateTheirRadiansTimes128AndAxesDescribeThemselves() {
        var angle = Angle(degrees: 90)
        #expect(angle.animatableData == .pi / 2 * 128)
        angle.animatableData *= 2
        #expect(abs(angle.radians - .pi) < 1e-12)
        #expect(Axis.allCases == [.horizontal, .vertical] && Axis.vertical.rawValue == 1 && Axis.horizontal.description == "horizontal")
    }
}
