import CourseCheckProtocol
import Foundation

// Shapes made from other shapes by moving their paths (Apple's `OffsetShape`, `RotatedShape`,
// `ScaledShape`, `TransformedShape`, `AnyShape`): the frame is the base shape's; the path is the
// base's path in it, transformed. Anchors are unit points of the frame (default: the centre).

public struct OffsetShape<Content: Shape>: Shape, ModelShape {
    public var shape: Content
    public var offset: CGSize
    public init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height) }
    var clipShape: ClipShape { modelClipShape(of: shape) }
    var modelKind: String { shapeKind(of: shape) }
    var modelAttributes: [(String, String)] { [(Attribute.Name.by, "\(ReportNumber.format(Double(offset.width))),\(ReportNumber.format(Double(offset.height)))")] }
    var reportsPath: Bool { true }
}

public struct RotatedShape<Content: Shape>: Shape, ModelShape {
    public var shape: Content
    public var angle: Angle
    public var anchor: UnitPoint
    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }
    public func path(in rect: CGRect) -> Path {
        let p = anchor.point(in: rect)
        let t = CGAffineTransform(translationX: -p.x, y: -p.y).concatenating(CGAffineTransform(rotationAngle: CGFloat(angle.radians)))
            .concatenating(CGAffineTransform(translationX: p.x, y: p.y))
        return shape.path(in: rect).applying(t)
    }
    var clipShape: ClipShape { .rectangle }
    var modelKind: String { shapeKind(of: shape) }
    var modelAttributes: [(String, String)] { [(Attribute.Name.angle, angle.reportDegrees), (Attribute.Name.anchor, anchor.reportName)] }
    var reportsPath: Bool { true }
}

public struct ScaledShape<Content: Shape>: Shape, ModelShape {
    public var shape: Content
    public var scale: CGSize
    public var anchor: UnitPoint
    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }
    public func path(in rect: CGRect) -> Path {
        let p = anchor.point(in: rect)
        let t = CGAffineTransform(translationX: -p.x, y: -p.y).concatenating(CGAffineTransform(scaleX: scale.width, y: scale.height))
            .concatenating(CGAffineTransform(translationX: p.x, y: p.y))
        return shape.path(in: rect).applying(t)
    }
    var clipShape: ClipShape { .rectangle }
    var modelKind: String { shapeKind(of: shape) }
    var modelAttributes: [(String, String)] {
        [(Attribute.Name.factor, "\(ReportNumber.format(Double(scale.width))),\(ReportNumber.format(Double(scale.height)))"), (Attribute.Name.anchor, anchor.reportName)]
    }
    var reportsPath: Bool { true }
}

public struct TransformedShape<Content: Shape>: Shape, ModelShape {
    public var shape: Content
    public var transform: CGAffineTransform
    public init(shape: Content, transform: CGAffineTransform) {
        self.shape = shape
        self.transform = transform
    }
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).applying(transform) }
    var clipShape: ClipShape { .rectangle }
    var modelKind: String { shapeKind(of: shape) }
    var reportsPath: Bool { true }
}

/// A type-erased shape (iOS 16's `AnyShape`).
public struct AnyShape: Shape, ModelShape {
    let makePath: @Sendable (CGRect) -> Path
    let makeSize: @Sendable (ProposedViewSize) -> CGSize
    let kind: String
    let clip: ClipShape
    let attributes: [(String, String)]
    let reports: Bool
    public init<S: Shape>(_ shape: S) {
        makePath = { shape.path(in: $0) }
        makeSize = { shape.sizeThatFits($0) }
        kind = shapeKind(of: shape)
        clip = modelClipShape(of: shape)
        attributes = (shape as? ModelShape)?.modelAttributes ?? []
        reports = (shape as? ModelShape)?.reportsPath ?? true
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func path(in rect: CGRect) -> Path { makePath(rect) }
    /// The erased shape's size: a type-erased shape forwards to the shape it wraps.
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { makeSize(proposal) }
    var clipShape: ClipShape { clip }
    var modelKind: String { kind }
    var modelAttributes: [(String, String)] { attributes }
    var reportsPath: Bool { reports }
}

extension AnyShape: @unchecked Sendable {}

extension Shape {
    public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }
    public func offset(_ offset: CGPoint) -> OffsetShape<Self> { OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y)) }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> { OffsetShape(shape: self, offset: CGSize(width: x, height: y)) }
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> { RotatedShape(shape: self, angle: angle, anchor: anchor) }
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> { TransformedShape(shape: self, transform: transform) }
}
