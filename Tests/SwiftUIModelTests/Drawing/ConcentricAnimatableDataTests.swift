import Foundation
@testable import SwiftUIModel
import Testing

struct ConcentricAnimatableDataTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aFixedCornerAnimatesItsRadius() {
        var style = Edge.Corner.Style.fixed(12)
        #expect(style.animatableData.magnitudeSquared == 144)
        style.animatableData = style.animatableData.scaled(by: 0.5)
        #expect(style == .fixed(6))
        var withMinimum = Edge.Corner.Style.concentric(minimum: .fixed(4))
        withMinimum.animatableData = withMinimum.animatableData + withMinimum.animatableData
        #expect(withMinimum == .concentric(minimum: .fixed(8)))
        var plain: Edge.Corner.Style = .concentric
        #expect(plain.animatableData == .zero)
        plain.animatableData = Edge.Corner.Style.fixed(5).animatableData
        #expect(plain == .concentric)
    }

    @available(*, deprecated, message: "tests API whose availability is data")

    @Test func cornersAndRectangleCarryEachCorner() {
        var corners = RoundedRectangularShapeCorners(topLeading: 2, topTrailing: 4, bottomLeading: 6, bottomTrailing: 8)
        #expect(corners.animatableData.magnitudeSquared == 4 + 16 + 36 + 64)
        corners.animatableData = corners.animatableData - RoundedRectangularShapeCorners(all: 1).animatableData
        #expect(corners == RoundedRectangularShapeCorners(topLeading: 1, topTrailing: 3, bottomLeading: 5, bottomTrailing: 7))
        var rectangle = ConcentricRectangle(corners: .fixed(10))
        rectangle.animatableData.scale(by: 0.2)
        #expect(rectangle.corners == RoundedRectangularShapeCorners(all: .fixed(2)))
        #expect(rectangle.animatableData != .zero)
        #expect((rectangle.animatableData - rectangle.animatableData) == .zero)
    }
}
