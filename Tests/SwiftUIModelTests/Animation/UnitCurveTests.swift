import Foundation
@testable import SwiftUIModel
import Testing

/// UnitCurve (OpenSwiftUI's UnitCurveCompatibilityTests, run against SwiftUI).
@Suite("Unit curves")
struct UnitCurveTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func whereBothDerivativesVanishTheVelocityIsSwiftUIs() {
        #expect(UnitCurve.easeIn.velocity(at: 1) == 0)
        #expect(UnitCurve.easeOut.velocity(at: 0) == 1)
        #expect(abs(UnitCurve.easeInOut.velocity(at: 0.5) - 1.72) < 0.01)
    }

    /// Apple's earlier name, deprecated without a version: "Use easeInOut instead".
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func easeInEaseOutIsEaseInOut() {
        #expect(UnitCurve.easeInEaseOut == .easeInOut)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func circularCurvesAndInverses() {
        #expect(abs(UnitCurve.circularEaseIn.value(at: 0.5) - 0.134) < 0.001)
        #expect(UnitCurve.circularEaseIn.velocity(at: 1) == .infinity)
        #expect(UnitCurve.circularEaseInOut.velocity(at: 0.5) == .infinity)
        #expect(UnitCurve.circularEaseIn.inverse == .circularEaseOut)
        let curve = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.25, y: 0.1), endControlPoint: UnitPoint(x: 0.75, y: 0.9))
        #expect(curve.inverse == .bezier(startControlPoint: UnitPoint(x: 0.1, y: 0.25), endControlPoint: UnitPoint(x: 0.9, y: 0.75)))
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func valuesAreClampedButTheLineIsNot() {
        #expect(UnitCurve.easeInOut.value(at: -0.5) == 0 && UnitCurve.easeInOut.value(at: 1.5) == 1)
        #expect(UnitCurve.linear.velocity(at: 1.5) == 1)
        let extreme = UnitCurve.bezier(startControlPoint: UnitPoint(x: -0.5, y: 2), endControlPoint: UnitPoint(x: 1.5, y: -1))
        #expect(abs(extreme.value(at: 0.5) - 0.5) < 1e-6)
        #expect(extreme.velocity(at: 0.5) == -1)
    }
}
