import Foundation

// What Apple's shape styles declare about being resolved and shown as views.

extension ShapeStyle where Self: View, Self.Body == _ShapeView<Rectangle, Self> {
    /// A shape style shown as a view (its `Body` is `_ShapeView<Rectangle, Self>`, as
    /// `MeshGradient`'s is) fills a rectangle with itself.
    public var body: _ShapeView<Rectangle, Self> { _ShapeView(shape: Rectangle(), style: self) }
}

// `Resolved = Never`: Apple's interface says these styles do not resolve to a concrete style (SwiftUI
// draws them itself); `resolve(in:)` below is their witness.

extension Never: ShapeStyle {
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public typealias Resolved = Never
}

extension ShapeStyle where Self.Resolved == Never {
    /// A style SwiftUI draws itself has no concrete style to resolve to: its result type is
    /// `Never`, so no call can return (Apple's interface, iPhoneOS26.2.sdk); the model stops the run,
    /// saying so.
    public func resolve(in environment: EnvironmentValues) -> Never {
        preconditionFailure("\(Self.self).resolve(in:): a style whose Resolved is Never cannot be resolved")
    }
}
extension AngularGradient {
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public typealias Resolved = Never
}
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension AnyGradient {
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public typealias Resolved = Never
}
@available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
extension AnyShapeStyle {
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public typealias Resolved = Never
}
extension EllipticalGradient {
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public typealias Resolved = Never
}
extension ForegroundStyle {
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public typealias Resolved = Never
}
extension Gradient {
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public typealias Resolved = Never
}
extension HierarchicalShapeStyle {
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public typealias Resolved = Never
}
extension LinearGradient {
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public typealias Resolved = Never
}
extension RadialGradient {
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public typealias Resolved = Never
}

extension ShapeStyle {
    /// Not modelled: reports itself and is the style unchanged (a gradient in the given rectangle
    /// is drawn in the shape's own frame).
    public func `in`(_ rect: CGRect) -> some ShapeStyle {
        ModelProblems.notModelled("ShapeStyle.in(_:)", "the style is drawn in the shape's own frame, not in the given rectangle")
        return self
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension Gradient {
    /// Not modelled: reports itself and is the gradient in the model's one colour space.
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient {
        ModelProblems.notModelled("Gradient.colorSpace(_:)", "the gradient is interpolated in the model's one colour space")
        return AnyGradient(self)
    }
}

extension Color {
    /// Not modelled: reports itself and reads a placeholder (the model has no HDR headroom; no
    /// source for how Apple resolves it).
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public func resolveHDR(in environment: EnvironmentValues) -> Color.ResolvedHDR {
        ModelProblems.notModelled("Color.resolveHDR(in:)", "reads a placeholder: HDR colours are not modelled")
        return Color.ResolvedHDR(notModelledPlaceholder: ())
    }
}
