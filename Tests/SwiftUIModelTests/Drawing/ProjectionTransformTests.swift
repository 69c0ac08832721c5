import Foundation
@testable import SwiftUIModel
import Testing

struct ProjectionTransformTests {
    private func close(_ a: ProjectionTransform, _ b: ProjectionTransform) -> Bool {
        let pairs: [(CGFloat, CGFloat)] = [(a.m11, b.m11), (a.m12, b.m12), (a.m13, b.m13), (a.m21, b.m21), (a.m22, b.m22),
                                           (a.m23, b.m23), (a.m31, b.m31), (a.m32, b.m32), (a.m33, b.m33)]
        return pairs.allSatisfy { abs($0.0 - $0.1) < 1e-9 }
    }

    @Test func aPointAppliesTheMatrixAndDividesByItsThirdCoordinate() {
        let affine = ProjectionTransform(CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 5, ty: 7))
        #expect(CGPoint(x: 1, y: 1).applying(affine) == CGPoint(x: 7, y: 10))
        var perspective = ProjectionTransform()
        perspective.m13 = 0.5  // w = 0.5x + 1: (2, 4) → (2, 4) / 2
        #expect(CGPoint(x: 2, y: 4).applying(perspective) == CGPoint(x: 1, y: 2))
    }

    @Test func identityAndAffine() {
        #expect(ProjectionTransform().isIdentity)
        let affine = ProjectionTransform(CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
        #expect(!affine.isIdentity)
        #expect(affine.isAffine)
        #expect(affine.m11 == 1 && affine.m12 == 2 && affine.m21 == 3 && affine.m22 == 4 && affine.m31 == 5 && affine.m32 == 6)
        var perspective = ProjectionTransform()
        perspective.m13 = 0.01
        #expect(!perspective.isAffine)
    }

    /// A 3D transform keeps its x, y and w rows and columns; z is dropped.
    @Test func aThreeDimensionalTransformDropsZ() {
        #expect(ProjectionTransform(CATransform3DIdentity).isIdentity)
        var m = CATransform3DIdentity
        m.m14 = 0.002   // perspective: w depends on x
        m.m33 = 7       // z scale: dropped
        m.m41 = 10; m.m42 = 20
        let t = ProjectionTransform(m)
        #expect(t.m13 == 0.002 && t.m31 == 10 && t.m32 == 20 && t.m33 == 1)
        #expect(!t.isAffine)
        #expect(CATransform3D() == CATransform3D(m11: 0, m12: 0, m13: 0, m14: 0, m21: 0, m22: 0, m23: 0, m24: 0,
                                                m31: 0, m32: 0, m33: 0, m34: 0, m41: 0, m42: 0, m43: 0, m44: 0))
    }

    /// Concatenating is CGAffineTransform's concatenation for affine transforms.
    @Test func concatenatingMatchesCoreGraphics() {
        let a = CGAffineTransform(translationX: 10, y: 5), b = CGAffineTransform(rotationAngle: 0.5)
        #expect(close(ProjectionTransform(a).concatenating(ProjectionTransform(b)), ProjectionTransform(a.concatenating(b))))
    }

    @Test func inversion() {
        var t = ProjectionTransform(CGAffineTransform(scaleX: 2, y: 4).translatedBy(x: 3, y: 1))
        t.m13 = 0.02
        #expect(close(t.concatenating(t.inverted()), ProjectionTransform()))
        var copy = t
        let invertible = copy.invert()
        #expect(invertible)
        #expect(close(copy, t.inverted()))
        var singular = ProjectionTransform(CGAffineTransform(scaleX: 0, y: 1))
        let singularInverts = singular.invert()
        #expect(!singularInverts)
        #expect(singular == ProjectionTransform(CGAffineTransform(scaleX: 0, y: 1)))
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func colorMatrixIsTheIdentityByDefault() {
        let matrix = ColorMatrix()
        #expect([matrix.r1, matrix.g2, matrix.b3, matrix.a4] == [1, 1, 1, 1])
        #expect([matrix.r2, matrix.r5, matrix.g1, matrix.b4, matrix.a1, matrix.a5] == [0, 0, 0, 0, 0, 0])
        var other = ColorMatrix()
        #expect(other == matrix)
        other.a4 = 0.5
        #expect(other != matrix)
    }
}
