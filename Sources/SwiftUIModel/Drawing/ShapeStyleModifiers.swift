import Foundation

// Shape styles derived from another: iOS 16's statics that modify the current style
// (`.opacity(0.5)`, `.blendMode(_:)`, `.shadow(_:)`; Apple's bodies wrap `_ImplicitShapeStyle`) and
// iOS 17's hierarchical levels of any style (`Color.red.secondary`; Apple's bodies wrap the style in
// `HierarchicalShapeStyleModifier`, SwiftUICore.swiftinterface, iPhoneOS26.2.sdk). The model draws
// the style without the modification, and says so.

@available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
extension ShapeStyle where Self == AnyShapeStyle {
    /// Not modelled: reports itself and is the foreground style, at full opacity.
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public static func opacity(_ opacity: Double) -> some ShapeStyle {
        ModelProblems.notModelled("ShapeStyle.opacity(_:) (of the current style)", "draws the foreground style at full opacity")
        return ForegroundStyle()
    }
    /// Not modelled: reports itself and is the foreground style, in the normal blend mode.
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public static func blendMode(_ mode: BlendMode) -> some ShapeStyle {
        ModelProblems.notModelled("ShapeStyle.blendMode(_:) (of the current style)", "draws the foreground style in the normal blend mode")
        return ForegroundStyle()
    }
    /// Not modelled: reports itself and is the foreground style, without a shadow.
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public static func shadow(_ style: ShadowStyle) -> some ShapeStyle {
        ModelProblems.notModelled("ShapeStyle.shadow(_:) (of the current style)", "draws the foreground style without its shadow")
        return ForegroundStyle()
    }
}

extension ShapeStyle {
    /// Not modelled: reports itself and is the style itself, not its second level.
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public var secondary: some ShapeStyle { hierarchicalLevel("secondary") }
    /// Not modelled: reports itself and is the style itself, not its third level.
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public var tertiary: some ShapeStyle { hierarchicalLevel("tertiary") }
    /// Not modelled: reports itself and is the style itself, not its fourth level.
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public var quaternary: some ShapeStyle { hierarchicalLevel("quaternary") }
    /// Not modelled: reports itself and is the style itself, not its fifth level.
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public var quinary: some ShapeStyle { hierarchicalLevel("quinary") }

    private func hierarchicalLevel(_ level: String) -> Self {
        ModelProblems.notModelled("ShapeStyle.\(level) (of a style)", "draws the style itself: its hierarchical levels are not modelled")
        return self
    }
}
