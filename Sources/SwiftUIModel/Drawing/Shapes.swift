import Foundation

/// A 2D shape that is also a view: it fills the space it is offered (a nil axis becomes 10
/// points; docs/FACTS.md) with the foreground style, unless given a fill or stroke.
public protocol Shape: Sendable, View {}

/// The model's knowledge of a builtin shape: which clip it makes.
protocol ModelShape {
    var clipShape: ClipShape { get }
}

func modelClipShape<S: Shape>(of shape: S) -> ClipShape { (shape as? ModelShape)?.clipShape ?? .rectangle }

public struct FillStyle: Equatable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }

public struct Rectangle: Shape, ModelShape {
    public init() {}
    var clipShape: ClipShape { .rectangle }
    public typealias Body = Never
}

public struct RoundedRectangle: Shape, ModelShape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }
    var clipShape: ClipShape { .roundedRectangle(cornerRadius: cornerSize.width) }
    public typealias Body = Never
}

public struct Circle: Shape, ModelShape {
    public init() {}
    var clipShape: ClipShape { .circle }
    public typealias Body = Never
}

public struct Ellipse: Shape, ModelShape {
    public init() {}
    var clipShape: ClipShape { .ellipse }
    public typealias Body = Never
}

public struct Capsule: Shape, ModelShape {
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    var clipShape: ClipShape { .capsule }
    public typealias Body = Never
}

extension Shape where Self == Rectangle { public static var rect: Rectangle { Rectangle() } }
extension Shape where Self == Circle { public static var circle: Circle { Circle() } }
extension Shape where Self == Capsule { public static var capsule: Capsule { Capsule() } }
extension Shape where Self == Ellipse { public static var ellipse: Ellipse { Ellipse() } }
extension Shape where Self == RoundedRectangle {
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
}

/// A shape filled or stroked with a style (`fill(_:)`, `stroke(_:lineWidth:)`).
public struct _ShapeView<Content: Shape>: View {
    let shape: Content
    let paint: @Sendable (ClipShape) -> Paint.Kind
    public typealias Body = Never
}

extension Shape {
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> _ShapeView<Self> {
        let name = styleName(content)
        return _ShapeView(shape: self) { .fill(style: name, shape: $0) }
    }
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        let name = styleName(content)
        return _ShapeView(shape: self) { .stroke(style: name, width: lineWidth, shape: $0) }
    }
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        stroke(content, lineWidth: lineWidth)
    }
}

/// The node a shape makes: it takes the proposal, and paints in its shape.
@MainActor
func shapeNode(kind: String, clip: ClipShape, paint: Paint.Kind) -> DisplayNode {
    let node = DisplayNode(kind: kind, layout: LeafLayout { $0.replacingUnspecifiedDimensions() })
    node.paint = Paint(kind: paint)
    return node
}

extension Rectangle: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [] }
    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        [shapeNode(kind: "Rectangle", clip: clipShape, paint: .fill(style: context.environment.foregroundStyleNames[0], shape: clipShape))]
    }
}
extension RoundedRectangle: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [] }
    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        [shapeNode(kind: "RoundedRectangle", clip: clipShape, paint: .fill(style: context.environment.foregroundStyleNames[0], shape: clipShape))]
    }
}
extension Circle: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [] }
    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        [shapeNode(kind: "Circle", clip: clipShape, paint: .fill(style: context.environment.foregroundStyleNames[0], shape: clipShape))]
    }
}
extension Ellipse: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [] }
    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        [shapeNode(kind: "Ellipse", clip: clipShape, paint: .fill(style: context.environment.foregroundStyleNames[0], shape: clipShape))]
    }
}
extension Capsule: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [] }
    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        [shapeNode(kind: "Capsule", clip: clipShape, paint: .fill(style: context.environment.foregroundStyleNames[0], shape: clipShape))]
    }
}
extension _ShapeView: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [] }
    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        let clip = modelClipShape(of: shape)
        return [shapeNode(kind: String(describing: Content.self), clip: clip, paint: paint(clip))]
    }
}
