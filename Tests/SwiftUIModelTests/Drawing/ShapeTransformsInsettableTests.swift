import Foundation
@testable import SwiftUIModel
import Testing

/// Offset and rotated insettable shapes inset their content and move it again; their layout
/// direction behaviour and role report themselves.
@Suite("Offset and rotated insettable shapes") @MainActor
struct ShapeTransformsInsettableTests {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 60)

    @Test func anOffsetShapeInsetsItsContentThenMovesIt() {
        let inset = Rectangle().offset(x: 10, y: 5).inset(by: 4)
        #expect(inset.offset == CGSize(width: 10, height: 5))
        #expect(inset.path(in: rect).boundingRect == CGRect(x: 14, y: 9, width: 92, height: 52))
    }

    @Test func aRotatedShapeInsetsItsContentThenRotatesIt() {
        let inset = Rectangle().rotation(.degrees(90)).inset(by: 10)
        #expect(inset.angle == .degrees(90) && inset.anchor == .center)
        let bounds = inset.path(in: rect).boundingRect
        // The 80×40 inset rectangle turned a quarter about the centre (50, 30): 40×80.
        #expect(abs(bounds.width - 40) < 0.001 && abs(bounds.height - 80) < 0.001)
        #expect(abs(bounds.midX - 50) < 0.001 && abs(bounds.midY - 30) < 0.001)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func layoutDirectionBehaviourAndDerivedRolesReportThemselves() {
        _ = ModelProblems.take()
        #expect(Circle().layoutDirectionBehavior == .fixed)
        #expect(OffsetShape<Circle>.role == .fill)
        let problems = ModelProblems.take()
        #expect(problems.contains { $0.contains("`Circle.layoutDirectionBehavior` is not modelled") })
        #expect(problems.contains { $0.contains("`OffsetShape.role` is not modelled") })
    }
}
