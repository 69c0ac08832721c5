import Foundation

/// A 3×3 projective transform of a view's coordinate space (SwiftUI's `ProjectionTransform`),
/// in CoreGraphics' row-vector form: a point (x, y, 1) times the matrix. Its stored matrix,
/// initialisers, `isIdentity`, `isAffine` and `concatenating(_:)` are Apple's inlinable code in the
/// iOS 26.2 SDK's SwiftUICore interface; `invert()` is not inlinable there, so the model inverts
/// by the adjugate (standard algebra).
public struct ProjectionTransform: Equatable {
    public var m11: CGFloat = 1.0, m12: CGFloat = 0.0, m13: CGFloat = 0.0
    public var m21: CGFloat = 0.0, m22: CGFloat = 1.0, m23: CGFloat = 0.0
    public var m31: CGFloat = 0.0, m32: CGFloat = 0.0, m33: CGFloat = 1.0

    public init() {}

    public init(_ m: CGAffineTransform) {
        m11 = m.a
        m12 = m.b
        m21 = m.c
        m22 = m.d
        m31 = m.tx
        m32 = m.ty
    }

    /// The 3D transform's x, y and w rows and columns (Apple's inlinable initialiser, SwiftUICore
    /// interface of the iOS 26.2 SDK): z is dropped.
    public init(_ m: CATransform3D) {
        m11 = m.m11
        m12 = m.m12
        m13 = m.m14
        m21 = m.m21
        m22 = m.m22
        m23 = m.m24
        m31 = m.m41
        m32 = m.m42
        m33 = m.m44
    }

    public var isIdentity: Bool { self == ProjectionTransform() }
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// This transform, then `rhs` (the matrix product self × rhs).
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        func dot(_ a: (CGFloat, CGFloat, CGFloat), _ b: (CGFloat, CGFloat, CGFloat)) -> CGFloat { a.0 * b.0 + a.1 * b.1 + a.2 * b.2 }
        var m = ProjectionTransform()
        m.m11 = dot((m11, m12, m13), (rhs.m11, rhs.m21, rhs.m31))
        m.m12 = dot((m11, m12, m13), (rhs.m12, rhs.m22, rhs.m32))
        m.m13 = dot((m11, m12, m13), (rhs.m13, rhs.m23, rhs.m33))
        m.m21 = dot((m21, m22, m23), (rhs.m11, rhs.m21, rhs.m31))
        m.m22 = dot((m21, m22, m23), (rhs.m12, rhs.m22, rhs.m32))
        m.m23 = dot((m21, m22, m23), (rhs.m13, rhs.m23, rhs.m33))
        m.m31 = dot((m31, m32, m33), (rhs.m11, rhs.m21, rhs.m31))
        m.m32 = dot((m31, m32, m33), (rhs.m12, rhs.m22, rhs.m32))
        m.m33 = dot((m31, m32, m33), (rhs.m13, rhs.m23, rhs.m33))
        return m
    }

    /// Inverts the matrix in place; false, leaving it unchanged, when it is singular (no source
    /// says what Apple's leaves then).
    public mutating func invert() -> Bool {
        let c11 = m22 * m33 - m23 * m32, c12 = m23 * m31 - m21 * m33, c13 = m21 * m32 - m22 * m31
        let determinant = m11 * c11 + m12 * c12 + m13 * c13
        guard determinant != 0, determinant.isFinite else { return false }
        let inverse = ProjectionTransform(
            c11, m13 * m32 - m12 * m33, m12 * m23 - m13 * m22,
            c12, m11 * m33 - m13 * m31, m13 * m21 - m11 * m23,
            c13, m12 * m31 - m11 * m32, m11 * m22 - m12 * m21,
            scale: 1 / determinant)
        self = inverse
        return true
    }

    /// The inverse, or the transform itself when it has none.
    public func inverted() -> ProjectionTransform {
        var copy = self
        _ = copy.invert()
        return copy
    }

    private init(_ a11: CGFloat, _ a12: CGFloat, _ a13: CGFloat, _ a21: CGFloat, _ a22: CGFloat, _ a23: CGFloat,
                 _ a31: CGFloat, _ a32: CGFloat, _ a33: CGFloat, scale: CGFloat) {
        (m11, m12, m13) = (a11 * scale, a12 * scale, a13 * scale)
        (m21, m22, m23) = (a21 * scale, a22 * scale, a23 * scale)
        (m31, m32, m33) = (a31 * scale, a32 * scale, a33 * scale)
    }
}

extension CGPoint {
    /// The point times the matrix in the row-vector form above, (x, y, 1) × m, divided by its third
    /// coordinate (standard homogeneous-coordinate algebra; Apple's body is not inlinable, and no
    /// source says what it does when that coordinate is 0: the model divides, giving infinities).
    public func applying(_ m: ProjectionTransform) -> CGPoint {
        let w = x * m.m13 + y * m.m23 + m.m33
        return CGPoint(x: (x * m.m11 + y * m.m21 + m.m31) / w, y: (x * m.m12 + y * m.m22 + m.m32) / w)
    }
}
