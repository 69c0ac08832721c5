import CourseCheckProtocol
import Foundation

/// A 2D shape that is also a view (SwiftUI's `Shape`): its outline in a rectangle is
/// `path(in:)`; as a view it takes the space it is offered (a nil axis becomes 10 points;
/// docs/FACTS.md) and fills its path with the foreground style ("Shapes without an explicit fill
/// or stroke get a default fill based on the foreground color", Apple's `Shape`).
/// Like Apple's, it refines `Animatable`: a shape's `animatableData` (none unless it says)
/// interpolates in an animation (`Animation/AnimatableShapes.swift`).
/// Apple's declaration: `protocol Shape : Sendable, Animatable, View, _RemoveGlobalActorIsolation`
/// with `nonisolated` requirements (iOS 26.2 SDK), so a custom shape is not main-actor isolated
/// even where that is the default (`_RemoveGlobalActorIsolation`).
public protocol Shape: Sendable, Animatable, View, _RemoveGlobalActorIsolation {
    nonisolated func path(in rect: CGRect) -> Path
    /// iOS 15 (`ShapeRole`).
    nonisolated static var role: ShapeRole { get }
    /// iOS 16.
    nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    public static var role: ShapeRole { .fill }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }
    /// A shape with no fill or stroke is filled with the foreground style.
    public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle()) }
}

/// What a shape is for (iOS 17's `ShapeRole`).
public enum ShapeRole: Hashable, Sendable { case fill, stroke, separator }

/// A shape that can be inset to make another shape (SwiftUI's `InsettableShape`), which is what
/// `strokeBorder` draws: "insetting self by lineWidth / 2 and stroking the resulting shape".
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    nonisolated func inset(by amount: CGFloat) -> InsetShape
}

public struct FillStyle: Equatable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }

/// A shape `amount` points inside another (the builtin shapes' `inset(by:)`).
public struct _InsetShape<Base: Shape>: InsettableShape, ModelShape {
    let base: Base
    let amount: CGFloat
    public func path(in rect: CGRect) -> Path {
        if let model = base as? ModelShape { return model.insetPath(in: rect, by: amount) }
        return base.path(in: rect.insetBy(dx: amount, dy: amount))
    }
    public func inset(by amount: CGFloat) -> _InsetShape<Base> { _InsetShape(base: base, amount: self.amount + amount) }
    var clipShape: ClipShape { modelClipShape(of: base) }
    var modelKind: String { (base as? ModelShape)?.modelKind ?? String(describing: Base.self) }
    var modelAttributes: [(String, String)] {
        ((base as? ModelShape)?.modelAttributes ?? []) + [(Attribute.Name.inset, ReportNumber.format(Double(amount)))]
    }
    var reportsPath: Bool { (base as? ModelShape)?.reportsPath ?? true }
    func insetPath(in rect: CGRect, by more: CGFloat) -> Path { _InsetShape(base: base, amount: amount + more).path(in: rect) }
}

public struct Rectangle: InsettableShape, ModelShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public func inset(by amount: CGFloat) -> some InsettableShape { _InsetShape(base: self, amount: amount) }
    var clipShape: ClipShape { .rectangle }
}

public struct RoundedRectangle: InsettableShape, ModelShape {
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
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }
    public func inset(by amount: CGFloat) -> some InsettableShape { _InsetShape(base: self, amount: amount) }
    var clipShape: ClipShape { .roundedRectangle(cornerRadius: cornerSize.width) }
    /// Inset, the corners keep their centres: the radius shrinks by the amount (no source for
    /// Apple's `RoundedRectangle._Inset`; this is what keeps a border's width even).
    func insetPath(in rect: CGRect, by amount: CGFloat) -> Path {
        Path(roundedRect: rect.insetBy(dx: amount, dy: amount),
             cornerSize: CGSize(width: max(0, cornerSize.width - amount), height: max(0, cornerSize.height - amount)), style: style)
    }
}

/// A rectangle with a radius of its own at each corner (iOS 16's `UnevenRoundedRectangle`).
public struct UnevenRoundedRectangle: InsettableShape, ModelShape {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }
    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius), style: style)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addCorners(in: rect, radii: cornerRadii, heightScale: 1, transform: .identity)
        return path
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func inset(by amount: CGFloat) -> some InsettableShape { _InsetShape(base: self, amount: amount) }
    var clipShape: ClipShape { .rectangle }
    func insetPath(in rect: CGRect, by amount: CGFloat) -> Path {
        let r = cornerRadii
        var path = Path()
        path.addCorners(in: rect.insetBy(dx: amount, dy: amount),
                        radii: RectangleCornerRadii(topLeading: max(0, r.topLeading - amount), bottomLeading: max(0, r.bottomLeading - amount),
                                                    bottomTrailing: max(0, r.bottomTrailing - amount), topTrailing: max(0, r.topTrailing - amount)),
                        heightScale: 1, transform: .identity)
        return path
    }
}

/// "A circle centered on the frame of the view containing it. The circle's radius equals half the
/// length of the frame rectangle's smallest edge" (Apple's `Circle`).
public struct Circle: InsettableShape, ModelShape {
    public init() {}
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
    public func inset(by amount: CGFloat) -> some InsettableShape { _InsetShape(base: self, amount: amount) }
    var clipShape: ClipShape { .circle }
}

public struct Ellipse: InsettableShape, ModelShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    public func inset(by amount: CGFloat) -> some InsettableShape { _InsetShape(base: self, amount: amount) }
    var clipShape: ClipShape { .ellipse }
}

/// A rounded rectangle whose corner radius is half its shorter side (Apple's `Capsule`).
public struct Capsule: InsettableShape, ModelShape {
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: style)
    }
    public func inset(by amount: CGFloat) -> some InsettableShape { _InsetShape(base: self, amount: amount) }
    var clipShape: ClipShape { .capsule }
}

/// "A shape that is replaced by an inset version of the current container shape. If no container
/// shape was defined, is replaced by a rectangle" (Apple's `ContainerRelativeShape`). Containers
/// that define a shape (widgets) are not modelled, so it is a rectangle.
@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
public struct ContainerRelativeShape: InsettableShape, ModelShape {
    public init() {}
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public func path(in rect: CGRect) -> Path { Path(rect) }
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public func inset(by amount: CGFloat) -> some InsettableShape { _InsetShape(base: self, amount: amount) }
    var clipShape: ClipShape { .rectangle }
}

extension Path: Shape, ModelShape {
    /// A path drawn as a view is drawn where it is, whatever the rectangle.
    public func path(in rect: CGRect) -> Path { self }
    var clipShape: ClipShape { .rectangle }
    var reportsPath: Bool { true }
}

extension Shape where Self == Rectangle { public static var rect: Rectangle { Rectangle() } }
extension Shape where Self == Circle { public static var circle: Circle { Circle() } }
extension Shape where Self == Capsule {
    public static var capsule: Capsule { Capsule() }
    public static func capsule(style: RoundedCornerStyle) -> Self { .init(style: style) }
}
extension Shape where Self == Ellipse { public static var ellipse: Ellipse { Ellipse() } }
@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
extension Shape where Self == ContainerRelativeShape { public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() } }
extension Shape where Self == RoundedRectangle {
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> Self {
        .init(cornerRadius: cornerRadius, style: style)
    }
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> Self {
        .init(cornerSize: cornerSize, style: style)
    }
}
extension Shape where Self == UnevenRoundedRectangle {
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> Self {
        .init(cornerRadii: cornerRadii, style: style)
    }
    public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                            topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) -> Self {
        .init(topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
                               bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }
}
