import Foundation

// Symbol effects as transitions and as indefinite effects (iOS 17). The model does not animate a
// symbol's layers: each of these reports itself.

extension View {
    /// Not modelled: a use reports itself; the symbol shows without the effect.
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func symbolEffect<T>(_ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true) -> some View
    where T: IndefiniteSymbolEffect, T: SymbolEffect {
        ModelProblems.notModelled("View.symbolEffect(_:options:isActive:)", "the symbol shows without the effect")
        return self
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
extension SymbolEffectTransition {
    /// Not modelled: a use reports itself; the view is inserted and removed without the effect
    /// (the transition's body shows the content unchanged).
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init<T>(effect: T, options: SymbolEffectOptions) where T: SymbolEffect, T: TransitionSymbolEffect {
        ModelProblems.notModelled("SymbolEffectTransition.init(effect:options:)", "the view is inserted and removed without the effect")
        self.init(notModelledPlaceholder: ())
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
extension Transition where Self == SymbolEffectTransition {
    /// Not modelled: the transition `SymbolEffectTransition(effect:options:)` makes, which
    /// reports itself.
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public static func symbolEffect<T>(_ effect: T, options: SymbolEffectOptions = .default) -> SymbolEffectTransition
    where T: SymbolEffect, T: TransitionSymbolEffect {
        SymbolEffectTransition(effect: effect, options: options)
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
extension ContentTransition {
    /// The change is listed as `.symbolEffect`'s is; the effect and its options are not drawn,
    /// which a use reports.
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public static func symbolEffect<T>(_ effect: T, options: SymbolEffectOptions = .default) -> ContentTransition
    where T: ContentTransitionSymbolEffect, T: SymbolEffect {
        ModelProblems.notModelled("ContentTransition.symbolEffect(_:options:)", "the effect and its options are not drawn: the change is listed as symbolEffect")
        return .symbolEffect
    }
}
