/// iOS 18's custom hover effects: what a view does when a pointer (an iPad's trackpad or mouse)
/// hovers over it. The model's device has no pointer: the effects are values that build, and the
/// modifiers that apply them report themselves.
@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
public protocol CustomHoverEffect {
    associatedtype Body : CustomHoverEffect
    typealias Content = EmptyHoverEffect
    func body(content: Self.Content) -> Self.Body
}

@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
extension CustomHoverEffect where Self.Body == Never {
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func body(content: Self.Content) -> Self.Body {
        fatalError("\(Self.self) is a primitive hover effect and has no body")
    }
}

/// The effect a custom effect's body starts from: no effect.
@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
public struct EmptyHoverEffect : CustomHoverEffect {
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public typealias Body = Never
}

@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
public struct AutomaticHoverEffect : CustomHoverEffect {
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init() {}
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func body(content: AutomaticHoverEffect.Content) -> some CustomHoverEffect { content }
}

@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
public struct HighlightHoverEffect : CustomHoverEffect {
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init() {}
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func body(content: HighlightHoverEffect.Content) -> some CustomHoverEffect { content }
}

@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
public struct LiftHoverEffect : CustomHoverEffect {
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init() {}
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func body(content: LiftHoverEffect.Content) -> some CustomHoverEffect { content }
}

@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
extension CustomHoverEffect where Self == AutomaticHoverEffect {
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public static var automatic: AutomaticHoverEffect { AutomaticHoverEffect() }
}

@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
extension CustomHoverEffect where Self == HighlightHoverEffect {
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public static var highlight: HighlightHoverEffect { HighlightHoverEffect() }
}

@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
extension CustomHoverEffect where Self == LiftHoverEffect {
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public static var lift: LiftHoverEffect { LiftHoverEffect() }
}

@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
extension CustomHoverEffect {
    /// Not modelled: there is no pointer in the model; the effect is never shown, enabled or not.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func hoverEffectDisabled(_ isDisabled: Bool = true) -> some CustomHoverEffect {
        HoverEffects.report("CustomHoverEffect.hoverEffectDisabled(_:)")
        return self
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
extension HoverEffect : CustomHoverEffect {
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public typealias Body = Never

    /// Not modelled: there is no pointer in the model; the effect is never shown.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init<E>(_ effect: E) where E : CustomHoverEffect {
        HoverEffects.report("HoverEffect.init(_:)")
        self.init(notModelledPlaceholder: ())
    }
}

@available(*, deprecated, message: "the model's own use of API whose availability is data")
enum HoverEffects {
    static func report(_ api: String) {
        ModelProblems.notModelled(api, "the model's device has no pointer: no hover effect is shown")
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
extension View {
    /// Not modelled: there is no pointer in the model; the effect is never shown.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func hoverEffect(_ effect: some CustomHoverEffect = .automatic, isEnabled: Bool = true) -> some View {
        HoverEffects.report("View.hoverEffect(_:isEnabled:)")
        return self
    }

    /// Not modelled: there is no pointer in the model; the effect is never shown.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func defaultHoverEffect(_ effect: some CustomHoverEffect) -> some View {
        HoverEffects.report("View.defaultHoverEffect(_:)")
        return self
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
extension Never: CustomHoverEffect {}
