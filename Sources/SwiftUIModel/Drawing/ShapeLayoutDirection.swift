import Foundation

// How a shape's path behaves in a right-to-left layout (iOS 17's `layoutDirectionBehavior`) and a
// derived shape's role. Apple's interface declares them without their values (not inlinable) and
// the model never mirrors a path: each reports itself as not modelled.

/// The report every `layoutDirectionBehavior` makes; it reads `.fixed`, the model's behaviour.
@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
func layoutDirectionBehaviorNotModelled(_ api: String) -> LayoutDirectionBehavior {
    ModelProblems.notModelled(api, "reads .fixed: the model never mirrors a shape's path in a right-to-left layout")
    return .fixed
}

extension Shape {
    /// Not modelled: reports itself and reads `.fixed` (the model never mirrors a path).
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public var layoutDirectionBehavior: LayoutDirectionBehavior { layoutDirectionBehaviorNotModelled("Shape.layoutDirectionBehavior") }
}
extension Rectangle {
    /// Not modelled: reports itself and reads `.fixed` (the model never mirrors a path).
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    nonisolated public var layoutDirectionBehavior: LayoutDirectionBehavior { layoutDirectionBehaviorNotModelled("Rectangle.layoutDirectionBehavior") }
}
extension RoundedRectangle {
    /// Not modelled: reports itself and reads `.fixed` (the model never mirrors a path).
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    nonisolated public var layoutDirectionBehavior: LayoutDirectionBehavior { layoutDirectionBehaviorNotModelled("RoundedRectangle.layoutDirectionBehavior") }
}
extension Circle {
    /// Not modelled: reports itself and reads `.fixed` (the model never mirrors a path).
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    nonisolated public var layoutDirectionBehavior: LayoutDirectionBehavior { layoutDirectionBehaviorNotModelled("Circle.layoutDirectionBehavior") }
}
extension Ellipse {
    /// Not modelled: reports itself and reads `.fixed` (the model never mirrors a path).
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    nonisolated public var layoutDirectionBehavior: LayoutDirectionBehavior { layoutDirectionBehaviorNotModelled("Ellipse.layoutDirectionBehavior") }
}
extension Capsule {
    /// Not modelled: reports itself and reads `.fixed` (the model never mirrors a path).
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    nonisolated public var layoutDirectionBehavior: LayoutDirectionBehavior { layoutDirectionBehaviorNotModelled("Capsule.layoutDirectionBehavior") }
}
extension OffsetShape {
    /// Not modelled: reports itself and reads `.fixed` (the model never mirrors a path).
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    nonisolated public var layoutDirectionBehavior: LayoutDirectionBehavior { layoutDirectionBehaviorNotModelled("OffsetShape.layoutDirectionBehavior") }
    /// Not modelled: reports itself and reads its content's role (Apple's value is not in its interface).
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    nonisolated public static var role: ShapeRole { derivedRoleNotModelled("OffsetShape.role", Content.self) }
}
extension RotatedShape {
    /// Not modelled: reports itself and reads `.fixed` (the model never mirrors a path).
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    nonisolated public var layoutDirectionBehavior: LayoutDirectionBehavior { layoutDirectionBehaviorNotModelled("RotatedShape.layoutDirectionBehavior") }
    /// Not modelled: reports itself and reads its content's role (Apple's value is not in its interface).
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    nonisolated public static var role: ShapeRole { derivedRoleNotModelled("RotatedShape.role", Content.self) }
}
extension ScaledShape {
    /// Not modelled: reports itself and reads `.fixed` (the model never mirrors a path).
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    nonisolated public var layoutDirectionBehavior: LayoutDirectionBehavior { layoutDirectionBehaviorNotModelled("ScaledShape.layoutDirectionBehavior") }
    /// Not modelled: reports itself and reads its content's role (Apple's value is not in its interface).
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    nonisolated public static var role: ShapeRole { derivedRoleNotModelled("ScaledShape.role", Content.self) }
}
extension TransformedShape {
    /// Not modelled: reports itself and reads `.fixed` (the model never mirrors a path).
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    nonisolated public var layoutDirectionBehavior: LayoutDirectionBehavior { layoutDirectionBehaviorNotModelled("TransformedShape.layoutDirectionBehavior") }
    /// Not modelled: reports itself and reads its content's role (Apple's value is not in its interface).
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    nonisolated public static var role: ShapeRole { derivedRoleNotModelled("TransformedShape.role", Content.self) }
}
@available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
extension DefaultGlassEffectShape {
    /// Not modelled: reports itself and reads `.fixed` (the model never mirrors a path).
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    nonisolated public var layoutDirectionBehavior: LayoutDirectionBehavior { layoutDirectionBehaviorNotModelled("DefaultGlassEffectShape.layoutDirectionBehavior") }
    /// Not modelled: reports itself and reads `.fill`, every shape's default (Apple's value is not in its interface).
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    nonisolated public static var role: ShapeRole {
        ModelProblems.notModelled("DefaultGlassEffectShape.role", "reads .fill, every shape's default role")
        return .fill
    }
}

/// A derived shape's role: its content's, reported (not Apple's documented value).
private func derivedRoleNotModelled<Content: Shape>(_ api: String, _ content: Content.Type) -> ShapeRole {
    ModelProblems.notModelled(api, "reads its content's role")
    return Content.role
}
