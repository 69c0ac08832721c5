import Foundation
@testable import SwiftUIModel
import Testing

/// A button border shape draws as the shape it names; the shapes without published geometry
/// report themselves.
@Suite("ButtonBorderShape as a shape") @MainActor
struct ButtonBorderShapeTests {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 40)

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func namedShapesDrawAsTheirShapes() {
        #expect(ButtonBorderShape.capsule.path(in: rect) == Capsule().path(in: rect))
        #expect(ButtonBorderShape.circle.path(in: rect) == Circle().path(in: rect))
        #expect(ButtonBorderShape.roundedRectangle(radius: 6).path(in: rect) == RoundedRectangle(cornerRadius: 6).path(in: rect))
        #expect(ButtonBorderShape.circle.clipShape == .circle)
        let inset = ButtonBorderShape.capsule.inset(by: 5).path(in: rect).boundingRect
        #expect(abs(inset.minX - 5) < 1e-9 && abs(inset.minY - 5) < 1e-9 && abs(inset.width - 90) < 1e-9 && abs(inset.height - 30) < 1e-9)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func automaticAndSystemRoundedRectangleReportThemselves() {
        _ = ModelProblems.take()
        let border: ButtonBorderShape = .buttonBorder
        #expect(border == .automatic)
        #expect(border.path(in: rect).boundingRect == rect)
        _ = ButtonBorderShape.roundedRectangle.path(in: rect)
        let problems = ModelProblems.take()
        #expect(problems.contains { $0.contains("ButtonBorderShape.path(in:) of `automatic`") })
        #expect(problems.contains { $0.contains("ButtonBorderShape.path(in:) of `roundedRectangle`") })
    }
}

/// A type-erased shape sizes itself as the shape it wraps.
@Suite("AnyShape sizing") @MainActor
struct AnyShapeSizingTests {
    private struct Square: Shape {
        func path(in rect: CGRect) -> Path { Path(rect) }
        func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
            let side = min(proposal.width ?? 10, proposal.height ?? 10)
            return CGSize(width: side, height: side)
        }
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func anErasedShapeForwardsItsSize() {
        #expect(AnyShape(Square()).sizeThatFits(ProposedViewSize(width: 80, height: 30)) == CGSize(width: 30, height: 30))
        #expect(AnyShape(Rectangle()).sizeThatFits(ProposedViewSize(width: 80, height: 30)) == CGSize(width: 80, height: 30))
    }
}
