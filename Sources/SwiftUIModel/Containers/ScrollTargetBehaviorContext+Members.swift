import Foundation

// The members of `ScrollTargetBehaviorContext` the generator could not make (a `CGVector` and a
// generic environment read have no placeholder it knows). The model's scroll views do not scroll,
// so no context is ever made from a real scroll: each read reports itself.

@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
extension ScrollTargetBehaviorContext {
    /// Not modelled: a use reports itself; reads a zero velocity (scroll views do not scroll).
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public var velocity: CGVector {
        ModelProblems.notModelled("ScrollTargetBehaviorContext.velocity", "scroll views do not scroll: reads a zero velocity")
        return CGVector(dx: 0, dy: 0)
    }

    /// Not modelled: a use reports itself; reads the environment's default value (the model
    /// makes no context from a scroll view's environment). The model's context is not
    /// `@dynamicMemberLookup` (the attribute belongs on the generated type), so
    /// `context.colorScheme` does not compile; the subscript does.
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T {
        ModelProblems.notModelled("ScrollTargetBehaviorContext.subscript(dynamicMember:)", "reads the environment's default value, not the scroll view's")
        return EnvironmentValues()[keyPath: keyPath]
    }
}
