import CourseCheckProtocol
import Foundation

/// A change to how a view is drawn that leaves its layout alone (Apple's `offset(x:y:)`: "the
/// original dimensions of the view aren't changed by offsetting the contents"; the same holds for
/// rotation, scaling and the colour effects). Every parameter is a plain value, so that an
/// animation can interpolate it.
enum DrawingEffect: Equatable {
    case offset(CGSize)
    case scale(CGSize, anchor: UnitPoint)
    case rotation(Angle, anchor: UnitPoint)
    case rotation3D(Angle, axis: [CGFloat], anchor: UnitPoint, anchorZ: CGFloat, perspective: CGFloat)
    case transform(CGAffineTransform)
    case opacity(Double)
    case blur(radius: CGFloat, opaque: Bool)
    case shadow(color: String, radius: CGFloat, x: CGFloat, y: CGFloat)
    case brightness(Double)
    case contrast(Double)
    case saturation(Double)
    case grayscale(Double)
    case hueRotation(Angle)
    case colorMultiply(String)
    case blendMode(String)
    case compositingGroup
    case drawingGroup
    case zIndex(Double)

    /// The modifier's name, as the report writes the element: `offset`, `rotationEffect`…
    var kind: String {
        switch self {
        case .offset: "offset"
        case .scale: "scaleEffect"
        case .rotation: "rotationEffect"
        case .rotation3D: "rotation3DEffect"
        case .transform: "transformEffect"
        case .opacity: "opacity"
        case .blur: "blur"
        case .shadow: "shadow"
        case .brightness: "brightness"
        case .contrast: "contrast"
        case .saturation: "saturation"
        case .grayscale: "grayscale"
        case .hueRotation: "hueRotation"
        case .colorMultiply: "colorMultiply"
        case .blendMode: "blendMode"
        case .compositingGroup: "compositingGroup"
        case .drawingGroup: "drawingGroup"
        case .zIndex: "zIndex"
        }
    }

    /// The report's attributes: the effect's parameters.
    var attributes: [(String, String)] {
        func f(_ value: CGFloat) -> String { ReportNumber.format(Double(value)) }
        func d(_ value: Double) -> String { ReportNumber.format(value) }
        switch self {
        case .offset(let size): return [(Attribute.Name.by, "\(f(size.width)),\(f(size.height))")]
        case .scale(let size, let anchor): return [(Attribute.Name.factor, "\(f(size.width)),\(f(size.height))"), (Attribute.Name.anchor, anchor.reportName)]
        case .rotation(let angle, let anchor): return [(Attribute.Name.angle, angle.reportDegrees), (Attribute.Name.anchor, anchor.reportName)]
        case .rotation3D(let angle, let axis, let anchor, _, _):
            return [(Attribute.Name.angle, angle.reportDegrees), (Attribute.Name.axis, axis.map(f).joined(separator: ",")), (Attribute.Name.anchor, anchor.reportName)]
        case .transform(let t): return [(Attribute.Name.matrix, [t.a, t.b, t.c, t.d, t.tx, t.ty].map(f).joined(separator: ","))]
        case .opacity(let value): return [(Attribute.Name.opacity, d(value))]
        case .blur(let radius, let opaque): return [(Attribute.Name.radius, f(radius))] + (opaque ? [(Attribute.Name.opaque, "true")] : [])
        case .shadow(let color, let radius, let x, let y):
            return [(Attribute.Name.color, color), (Attribute.Name.radius, f(radius)), (Attribute.Name.by, "\(f(x)),\(f(y))")]
        case .brightness(let v), .contrast(let v), .saturation(let v), .grayscale(let v): return [(Attribute.Name.amount, d(v))]
        case .hueRotation(let angle): return [(Attribute.Name.angle, angle.reportDegrees)]
        case .colorMultiply(let color): return [(Attribute.Name.color, color)]
        case .blendMode(let mode): return [(Attribute.Name.mode, mode)]
        case .compositingGroup, .drawingGroup: return []
        case .zIndex(let z): return [(Attribute.Name.z, d(z))]
        }
    }

    /// How the effect moves what is drawn inside `frame` (the effect's own layout frame, in screen
    /// points): the transform from the laid-out position to the drawn one.
    func geometry(in frame: CGRect) -> CGAffineTransform {
        func about(_ anchor: UnitPoint, _ t: CGAffineTransform) -> CGAffineTransform {
            let p = anchor.point(in: frame)
            return CGAffineTransform(translationX: -p.x, y: -p.y).concatenating(t).concatenating(CGAffineTransform(translationX: p.x, y: p.y))
        }
        switch self {
        case .offset(let size): return CGAffineTransform(translationX: size.width, y: size.height)
        case .scale(let size, let anchor): return about(anchor, CGAffineTransform(scaleX: size.width, y: size.height))
        case .rotation(let angle, let anchor): return about(anchor, CGAffineTransform(rotationAngle: CGFloat(angle.radians)))
        case .rotation3D(let angle, let axis, let anchor, _, _):
            return about(anchor, Self.projectedRotation(angle: angle.radians, axis: axis))
        case .transform(let t):
            // A transform is applied in the view's own coordinates (origin at its top leading corner).
            return CGAffineTransform(translationX: -frame.minX, y: -frame.minY).concatenating(t)
                .concatenating(CGAffineTransform(translationX: frame.minX, y: frame.minY))
        default: return .identity
        }
    }

    /// A rotation about a 3D axis seen straight on: the rotation matrix's x and y rows (Rodrigues'
    /// formula), without the perspective SwiftUI adds (its projection is not published: no source).
    static func projectedRotation(angle: Double, axis: [CGFloat]) -> CGAffineTransform {
        let length = sqrt(axis.reduce(0) { $0 + Double($1 * $1) })
        guard length > 0 else { return .identity }
        let x = Double(axis[0]) / length, y = Double(axis[1]) / length, z = Double(axis[2]) / length
        let c = cos(angle), s = sin(angle), t = 1 - c
        let m00 = t * x * x + c, m01 = t * x * y - s * z
        let m10 = t * x * y + s * z, m11 = t * y * y + c
        return CGAffineTransform(a: CGFloat(m00), b: CGFloat(m10), c: CGFloat(m01), d: CGFloat(m11), tx: 0, ty: 0)
    }

    /// How much the effect lets through: an opacity, or 1.
    var opacityFactor: Double {
        if case .opacity(let value) = self { return max(0, min(1, value)) }
        return 1
    }
}
