import Foundation

/// A geometry effect that leaves layout alone (Apple's `_IgnoredByLayoutEffect`, what
/// `GeometryEffect.ignoredByLayout()` returns): the same transform as its base.
public struct _IgnoredByLayoutEffect<Base>: GeometryEffect where Base: GeometryEffect {
    public var base: Base

    public init(_ base: Base) { self.base = base }

    public func effectValue(size: CGSize) -> ProjectionTransform { base.effectValue(size: size) }

    public var animatableData: Base.AnimatableData {
        get { base.animatableData }
        set { base.animatableData = newValue }
    }
}

extension GeometryEffect {
    /// Not modelled: the model applies no custom `GeometryEffect` (it never asks one for its
    /// `effectValue(size:)`), with or without layout; a use reports itself.
    public func ignoredByLayout() -> _IgnoredByLayoutEffect<Self> {
        ModelProblems.notModelled("GeometryEffect.ignoredByLayout()", "the effect is not applied")
        return _IgnoredByLayoutEffect(self)
    }
}
