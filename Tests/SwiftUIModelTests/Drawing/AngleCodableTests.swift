import Foundation
@testable import SwiftUIModel
import Testing

/// `Angle` and `UnitPoint` round-trip through `Codable` (iOS 26).
@Suite("Codable angles and unit points")
struct AngleCodableTests {
    func roundTrip<T: Codable>(_ value: T) throws -> T {
        try JSONDecoder().decode(T.self, from: JSONEncoder().encode(value))
    }

    @Test func anglesAndUnitPointsRoundTrip() throws {
        #expect(try roundTrip(Angle(degrees: 30)) == Angle(degrees: 30))
        #expect(try roundTrip(UnitPoint(x: 0.25, y: 0.75)) == UnitPoint(x: 0.25, y: 0.75))
    }
}
