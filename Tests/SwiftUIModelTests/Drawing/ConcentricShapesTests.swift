import Foundation
@testable import SwiftUIModel
import Testing

/// Corner styles: fixed corners draw a rounded rectangle; concentric ones report that there is no
/// container shape and take their minimum.
@Suite("Concentric shapes") @MainActor
struct ConcentricShapesTests {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 60)

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func fixedCornersDrawTheRoundedRectangleWithThoseRadii() {
        _ = ModelProblems.take()
        let concentric = ConcentricRectangle(topLeadingCorner: .fixed(8), topTrailingCorner: 12, bottomLeadingCorner: 0, bottomTrailingCorner: 4.5)
        let uneven = UnevenRoundedRectangle(topLeadingRadius: 8, bottomLeadingRadius: 0, bottomTrailingRadius: 4.5, topTrailingRadius: 12)
        #expect(concentric.path(in: rect) == uneven.path(in: rect))
        let uniform: ConcentricRectangle = .rect(corners: .fixed(10))
        #expect(uniform.path(in: rect) == UnevenRoundedRectangle(topLeadingRadius: 10, bottomLeadingRadius: 10, bottomTrailingRadius: 10, topTrailingRadius: 10).path(in: rect))
        #expect(ConcentricRectangle(uniformTopCorners: 6, uniformBottomCorners: 2).path(in: rect)
            == UnevenRoundedRectangle(topLeadingRadius: 6, bottomLeadingRadius: 2, bottomTrailingRadius: 2, topTrailingRadius: 6).path(in: rect))
        #expect(ModelProblems.take().isEmpty)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func concentricCornersReportAndTakeTheirMinimum() {
        _ = ModelProblems.take()
        let path = ConcentricRectangle(corners: .concentric(minimum: 10)).path(in: rect)
        #expect(path == UnevenRoundedRectangle(topLeadingRadius: 10, bottomLeadingRadius: 10, bottomTrailingRadius: 10, topTrailingRadius: 10).path(in: rect))
        #expect(ModelProblems.take().contains { $0.contains("concentric corners") })
        // Without a minimum, a concentric corner is square.
        #expect(ConcentricRectangle().path(in: rect) == UnevenRoundedRectangle().path(in: rect))
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func shapesTellTheirCorners() {
        #expect(Rectangle().corners(in: nil) == .fixed(0))
        #expect(Circle().corners(in: CGSize(width: 40, height: 30)) == .fixed(15))
        #expect(Capsule().corners(in: nil) == nil)
        #expect(RoundedRectangularShapeCorners(topLeading: 3)[.topLeading] == .fixed(3))
        #expect(RoundedRectangularShapeCorners(topLeading: 3)[.bottomTrailing] == .fixed(0))
    }
}
