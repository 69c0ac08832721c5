@testable import CoreGraphicsModel
import Foundation
import Testing

/// CoreGraphics' affine transforms, points, sizes, rectangles and colours, as the model does them:
/// `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`; `t1.concatenating(t2)` applies t1 first.
@Suite("CoreGraphics' affine transforms")
struct CGAffineTransformTests {
    func close(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }

    @Test func concatenatingAppliesTheFirstTransformFirst() {
        let translateThenScale = CGAffineTransform(translationX: 10, y: 0).concatenating(CGAffineTransform(scaleX: 2, y: 3))
        #expect(CGPoint(x: 1, y: 1).applying(translateThenScale) == CGPoint(x: 22, y: 3))
        let scaleThenTranslate = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 10, y: 0))
        #expect(CGPoint(x: 1, y: 1).applying(scaleThenTranslate) == CGPoint(x: 12, y: 3))
    }

    @Test func theByMethodsPutTheirStepBeforeTheTransform() {
        // Apple: translatedBy "returns an affine transformation matrix constructed by translating an
        // existing affine transform": the translation happens in the transform's own coordinates.
        let scaled = CGAffineTransform(scaleX: 2, y: 2)
        #expect(CGPoint(x: 1, y: 0).applying(scaled.translatedBy(x: 10, y: 0)) == CGPoint(x: 22, y: 0))
        #expect(CGPoint(x: 1, y: 1).applying(CGAffineTransform(translationX: 5, y: 5).scaledBy(x: 2, y: 3)) == CGPoint(x: 7, y: 8))
        #expect(close(CGPoint(x: 1, y: 0).applying(CGAffineTransform.identity.rotated(by: .pi / 2)), CGPoint(x: 0, y: 1)))
    }

    @Test func aRotationTurnsCounterclockwiseInMathematicalAxes() {
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(close(CGPoint(x: 1, y: 0).applying(quarter), CGPoint(x: 0, y: 1)))
        #expect(close(CGPoint(x: 0, y: 1).applying(quarter), CGPoint(x: -1, y: 0)))
    }

    @Test func theInverseUndoesTheTransform() {
        let transform = CGAffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 4, ty: -5)
        let point = CGPoint(x: 7, y: -2)
        #expect(close(point.applying(transform).applying(transform.inverted()), point))
        // A singular transform has no inverse: Apple returns it unchanged.
        let flat = CGAffineTransform(scaleX: 0, y: 1)
        #expect(flat.inverted() == flat)
    }

    @Test func identityIsTheTransformThatChangesNothing() {
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(CGAffineTransform() == .identity)
        #expect(!CGAffineTransform(translationX: 1, y: 0).isIdentity)
        #expect(CGPoint(x: 3, y: 4).applying(.identity) == CGPoint(x: 3, y: 4))
    }

    @Test func aSizeIgnoresTheTranslationAndARectangleBoundsItsCorners() {
        let moveAndScale = CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 100, ty: 100)
        #expect(CGSize(width: 4, height: 5).applying(moveAndScale) == CGSize(width: 8, height: 15))
        let turned = CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(turned.width - 20) < 1e-9 && abs(turned.height - 10) < 1e-9)
        #expect(abs(turned.minX + 20) < 1e-9 && abs(turned.minY) < 1e-9)
    }

    @Test func aColourKeepsItsComponentsAndAlpha() {
        let orange = CGColor(red: 1, green: 0.5, blue: 0, alpha: 0.25)
        #expect(orange.components == [1, 0.5, 0, 0.25])
        #expect(orange.alpha == 0.25)
        #expect(orange.numberOfComponents == 4)
        let gray = CGColor(gray: 0.5, alpha: 1)
        #expect(gray.components == [0.5, 1] && gray.numberOfComponents == 2)
        #expect(CGColor(srgbRed: 1, green: 0.5, blue: 0, alpha: 0.25) == orange)
        #expect(CGColor(red: 1, green: 0.5, blue: 0, alpha: 1) != orange)
    }
}
