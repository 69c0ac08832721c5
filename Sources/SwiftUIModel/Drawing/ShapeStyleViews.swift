import Foundation

// What Apple's shape styles declare about being resolved and shown as views.

extension ShapeStyle where Self: View, Self.Body == _ShapeView<Rectangle, Self> {
    /// A shape style shown as a view (its `Body` is `_ShapeView<Rectangle, Self>`, as
    /// `MeshGradient`'s is) fills a rectangle with itself.
    public var body: _ShapeView<Rectangle, Self> { _ShapeView(shape: Rectangle(), style: self) }
}

// `Resolved = Never`: Apple's interface says these styles do not resolve to a concrete style.
// The model's `ShapeStyle` has no `resolve(in:)` requirement, so the alias is all there is to say.
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
