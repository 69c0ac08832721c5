import Foundation
@testable import SwiftUIModel
import Testing

struct AnimatableGeometryTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func pairsAddInPlace() {
        var pair = AnimatablePair(1.0, CGFloat(2))
        pair += AnimatablePair(0.5, 1)
        #expect(pair == AnimatablePair(1.5, 3))
        pair -= AnimatablePair(1.5, 1)
        #expect(pair == AnimatablePair(0, 2))
        var empty = EmptyAnimatableData()
        empty += EmptyAnimatableData()
        empty -= EmptyAnimatableData()
        #expect(empty == .zero)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func unitPointScalesBy128() {
        var point = UnitPoint(x: 0.25, y: 1)
        #expect(point.animatableData == AnimatablePair(32, 128))
        point.animatableData = AnimatablePair(64, 0)
        #expect(point == UnitPoint(x: 0.5, y: 0))
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func strokeStyleAndCornerRadii() {
        var style = StrokeStyle(lineWidth: 2, miterLimit: 4, dashPhase: 3)
        #expect(style.animatableData == AnimatablePair(2, AnimatablePair(4, 3)))
        style.animatableData = AnimatablePair(5, AnimatablePair(6, 7))
        #expect(style.lineWidth == 5 && style.miterLimit == 6 && style.dashPhase == 7)
        var radii = RectangleCornerRadii(topLeading: 1, bottomLeading: 2, bottomTrailing: 3, topTrailing: 4)
        #expect(radii.animatableData == AnimatablePair(AnimatablePair(1, 2), AnimatablePair(3, 4)))
        radii.animatableData = AnimatablePair(AnimatablePair(4, 3), AnimatablePair(2, 1))
        #expect(radii == RectangleCornerRadii(topLeading: 4, bottomLeading: 3, bottomTrailing: 2, topTrailing: 1))
    }

    /// A rounded rectangle animates its corner size; interpolating half-way draws half-way corners.
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func roundedRectangleCornersAnimate() {
        let from = RoundedRectangle(cornerRadius: 0), to = RoundedRectangle(cornerRadius: 20)
        var halfway = from
        halfway.animatableData = from.animatableData + (to.animatableData - from.animatableData).scaled(by: 0.5)
        #expect(halfway.cornerSize == CGSize(width: 10, height: 10))
        var uneven = UnevenRoundedRectangle(topLeadingRadius: 8)
        uneven.animatableData = uneven.animatableData.scaled(by: 0.5)
        #expect(uneven.cornerRadii.topLeading == 4)
    }

    /// A transformed shape's data is its base shape's, then its own transform's.
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func transformedShapesCarryTheirBaseData() {
        var rotated = RoundedRectangle(cornerRadius: 4).rotation(.degrees(90), anchor: .topLeading)
        #expect(rotated.animatableData.first == AnimatablePair(4, 4))
        #expect(rotated.animatableData.second.first == Angle.degrees(90).animatableData)
        #expect(rotated.animatableData.second.second == AnimatablePair(0, 0))
        rotated.animatableData.second.first = Angle.degrees(45).animatableData
        rotated.animatableData.first = AnimatablePair(2, 2)
        #expect(abs(rotated.angle.degrees - 45) < 1e-9)
        #expect(rotated.shape.cornerSize == CGSize(width: 2, height: 2))

        var offset: OffsetShape<Rectangle> = Rectangle().offset(x: 3, y: 4)
        #expect(offset.animatableData.second == AnimatablePair(3, 4))
        offset.animatableData.second = AnimatablePair(10, 0)
        #expect(offset.offset == CGSize(width: 10, height: 0))

        var scaled = RoundedRectangle(cornerRadius: 1).scale(x: 2, y: 3, anchor: .bottom)
        #expect(scaled.animatableData.second.first == AnimatablePair(2, 3))
        #expect(scaled.animatableData.second.second == AnimatablePair(64, 128))
        scaled.animatableData.second.first = AnimatablePair(1, 1)
        #expect(scaled.scale == CGSize(width: 1, height: 1))

        var transformed = RoundedRectangle(cornerRadius: 6).transform(CGAffineTransform(scaleX: 2, y: 2))
        #expect(transformed.animatableData == AnimatablePair(6, 6))
        transformed.animatableData = AnimatablePair(1, 1)
        #expect(transformed.shape.cornerSize == CGSize(width: 1, height: 1))
    }
}
