import Foundation

// Accessibility modifiers whose effect is outside what the model shows (other assistive
// technologies, gestures no step makes, VoiceOver's rotors): declared with Apple's signatures and
// availability so course code compiles, and each says so in the run's problems.
// Generated once from a table of the modifiers (each in its View and ModifiedContent form).

/// What a zoom gesture asks (Apple's `AccessibilityZoomGestureAction`).
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
public struct AccessibilityZoomGestureAction {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public enum Direction: Sendable { case zoomIn, zoomOut }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public let direction: Direction
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public let location: UnitPoint
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public let point: CGPoint
}

extension View {
    /// Where VoiceOver's double tap lands in the view (Apple's `accessibilityActivationPoint(_:)`).
    /// Not modelled: `activate` performs the element's action, wherever it would land.
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public func accessibilityActivationPoint(_ activationPoint: CGPoint) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityNotModelled("accessibilityActivationPoint", "activating the element performs its action, wherever the point is")
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public func accessibilityActivationPoint(_ activationPoint: UnitPoint) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityNotModelled("accessibilityActivationPoint", "activating the element performs its action, wherever the point is")
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func accessibilityActivationPoint(_ activationPoint: CGPoint, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityNotModelled("accessibilityActivationPoint", "activating the element performs its action, wherever the point is")
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func accessibilityActivationPoint(_ activationPoint: UnitPoint, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityNotModelled("accessibilityActivationPoint", "activating the element performs its action, wherever the point is")
    }

    /// Whether Switch Control, Voice Control and Full Keyboard Access treat the element as interactive
    /// (Apple's `accessibilityRespondsToUserInteraction(_:)`). Not modelled: those technologies are not.
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityNotModelled("accessibilityRespondsToUserInteraction", "Switch Control, Voice Control and Full Keyboard Access have no steps; VoiceOver reads the element as before")
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityNotModelled("accessibilityRespondsToUserInteraction", "Switch Control, Voice Control and Full Keyboard Access have no steps; VoiceOver reads the element as before")
    }

    /// How VoiceOver speaks the element's text (Apple's `accessibilityTextContentType(_:)`). Not modelled.
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityNotModelled("accessibilityTextContentType", "VoiceOver's speech is not spelled out; the element reads its label as before")
    }

    /// What VoiceOver's three-finger scroll does (Apple's `accessibilityScrollAction(_:)`). Not modelled.
    public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityNotModelled("accessibilityScrollAction", "no step scrolls with three fingers; the handler never runs")
    }

    /// What VoiceOver's zoom gestures do (Apple's `accessibilityZoomAction(_:)`). Not modelled.
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func accessibilityZoomAction(_ handler: @escaping (AccessibilityZoomGestureAction) -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityNotModelled("accessibilityZoomAction", "no step zooms; the handler never runs")
    }

    /// Lets touches reach the view directly while VoiceOver is on (Apple's `accessibilityDirectTouch(_:options:)`). Not modelled.
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func accessibilityDirectTouch(_ isDirectTouchArea: Bool = true, options: AccessibilityDirectTouchOptions = []) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityNotModelled("accessibilityDirectTouch", "touches pass to the view as without VoiceOver")
    }

    /// More content VoiceOver reads on request, in its More Content rotor (Apple's
    /// `accessibilityCustomContent(_:_:importance:)`). Not modelled.
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func accessibilityCustomContent(_ key: AccessibilityCustomContentKey, _ value: Text?, importance: AXCustomContent.Importance = .default) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityNotModelled("accessibilityCustomContent", "VoiceOver's More Content rotor has no step; the element reads as before")
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func accessibilityCustomContent(_ key: AccessibilityCustomContentKey, _ valueKey: LocalizedStringKey, importance: AXCustomContent.Importance = .default) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityNotModelled("accessibilityCustomContent", "VoiceOver's More Content rotor has no step; the element reads as before")
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func accessibilityCustomContent(_ label: Text, _ value: Text, importance: AXCustomContent.Importance = .default) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityNotModelled("accessibilityCustomContent", "VoiceOver's More Content rotor has no step; the element reads as before")
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func accessibilityCustomContent(_ labelKey: LocalizedStringKey, _ value: Text, importance: AXCustomContent.Importance = .default) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityNotModelled("accessibilityCustomContent", "VoiceOver's More Content rotor has no step; the element reads as before")
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func accessibilityCustomContent(_ labelKey: LocalizedStringKey, _ valueKey: LocalizedStringKey, importance: AXCustomContent.Importance = .default) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityNotModelled("accessibilityCustomContent", "VoiceOver's More Content rotor has no step; the element reads as before")
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    @_disfavoredOverload
    public func accessibilityCustomContent<V: StringProtocol>(_ key: AccessibilityCustomContentKey, _ value: V, importance: AXCustomContent.Importance = .default) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityNotModelled("accessibilityCustomContent", "VoiceOver's More Content rotor has no step; the element reads as before")
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    @_disfavoredOverload
    public func accessibilityCustomContent<V: StringProtocol>(_ labelKey: LocalizedStringKey, _ value: V, importance: AXCustomContent.Importance = .default) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityNotModelled("accessibilityCustomContent", "VoiceOver's More Content rotor has no step; the element reads as before")
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    @_disfavoredOverload
    public func accessibilityCustomContent<L: StringProtocol, V: StringProtocol>(_ label: L, _ value: V, importance: AXCustomContent.Importance = .default) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityNotModelled("accessibilityCustomContent", "VoiceOver's More Content rotor has no step; the element reads as before")
    }
}

extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
    /// Where VoiceOver's double tap lands in the view (Apple's `accessibilityActivationPoint(_:)`).
    /// Not modelled: `activate` performs the element's action, wherever it would land.
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public func accessibilityActivationPoint(_ activationPoint: CGPoint) -> ModifiedContent<Content, Modifier> {
        accessibilityNotModelled("accessibilityActivationPoint", "activating the element performs its action, wherever the point is")
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public func accessibilityActivationPoint(_ activationPoint: UnitPoint) -> ModifiedContent<Content, Modifier> {
        accessibilityNotModelled("accessibilityActivationPoint", "activating the element performs its action, wherever the point is")
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func accessibilityActivationPoint(_ activationPoint: CGPoint, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        accessibilityNotModelled("accessibilityActivationPoint", "activating the element performs its action, wherever the point is")
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func accessibilityActivationPoint(_ activationPoint: UnitPoint, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        accessibilityNotModelled("accessibilityActivationPoint", "activating the element performs its action, wherever the point is")
    }

    /// Whether Switch Control, Voice Control and Full Keyboard Access treat the element as interactive
    /// (Apple's `accessibilityRespondsToUserInteraction(_:)`). Not modelled: those technologies are not.
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> ModifiedContent<Content, Modifier> {
        accessibilityNotModelled("accessibilityRespondsToUserInteraction", "Switch Control, Voice Control and Full Keyboard Access have no steps; VoiceOver reads the element as before")
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        accessibilityNotModelled("accessibilityRespondsToUserInteraction", "Switch Control, Voice Control and Full Keyboard Access have no steps; VoiceOver reads the element as before")
    }

    /// How VoiceOver speaks the element's text (Apple's `accessibilityTextContentType(_:)`). Not modelled.
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> ModifiedContent<Content, Modifier> {
        accessibilityNotModelled("accessibilityTextContentType", "VoiceOver's speech is not spelled out; the element reads its label as before")
    }

    /// What VoiceOver's three-finger scroll does (Apple's `accessibilityScrollAction(_:)`). Not modelled.
    public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> ModifiedContent<Content, Modifier> {
        accessibilityNotModelled("accessibilityScrollAction", "no step scrolls with three fingers; the handler never runs")
    }

    /// What VoiceOver's zoom gestures do (Apple's `accessibilityZoomAction(_:)`). Not modelled.
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func accessibilityZoomAction(_ handler: @escaping (AccessibilityZoomGestureAction) -> Void) -> ModifiedContent<Content, Modifier> {
        accessibilityNotModelled("accessibilityZoomAction", "no step zooms; the handler never runs")
    }

    /// Lets touches reach the view directly while VoiceOver is on (Apple's `accessibilityDirectTouch(_:options:)`). Not modelled.
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func accessibilityDirectTouch(_ isDirectTouchArea: Bool = true, options: AccessibilityDirectTouchOptions = []) -> ModifiedContent<Content, Modifier> {
        accessibilityNotModelled("accessibilityDirectTouch", "touches pass to the view as without VoiceOver")
    }

    /// More content VoiceOver reads on request, in its More Content rotor (Apple's
    /// `accessibilityCustomContent(_:_:importance:)`). Not modelled.
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func accessibilityCustomContent(_ key: AccessibilityCustomContentKey, _ value: Text?, importance: AXCustomContent.Importance = .default) -> ModifiedContent<Content, Modifier> {
        accessibilityNotModelled("accessibilityCustomContent", "VoiceOver's More Content rotor has no step; the element reads as before")
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func accessibilityCustomContent(_ key: AccessibilityCustomContentKey, _ valueKey: LocalizedStringKey, importance: AXCustomContent.Importance = .default) -> ModifiedContent<Content, Modifier> {
        accessibilityNotModelled("accessibilityCustomContent", "VoiceOver's More Content rotor has no step; the element reads as before")
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func accessibilityCustomContent(_ label: Text, _ value: Text, importance: AXCustomContent.Importance = .default) -> ModifiedContent<Content, Modifier> {
        accessibilityNotModelled("accessibilityCustomContent", "VoiceOver's More Content rotor has no step; the element reads as before")
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func accessibilityCustomContent(_ labelKey: LocalizedStringKey, _ value: Text, importance: AXCustomContent.Importance = .default) -> ModifiedContent<Content, Modifier> {
        accessibilityNotModelled("accessibilityCustomContent", "VoiceOver's More Content rotor has no step; the element reads as before")
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func accessibilityCustomContent(_ labelKey: LocalizedStringKey, _ valueKey: LocalizedStringKey, importance: AXCustomContent.Importance = .default) -> ModifiedContent<Content, Modifier> {
        accessibilityNotModelled("accessibilityCustomContent", "VoiceOver's More Content rotor has no step; the element reads as before")
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    @_disfavoredOverload
    public func accessibilityCustomContent<V: StringProtocol>(_ key: AccessibilityCustomContentKey, _ value: V, importance: AXCustomContent.Importance = .default) -> ModifiedContent<Content, Modifier> {
        accessibilityNotModelled("accessibilityCustomContent", "VoiceOver's More Content rotor has no step; the element reads as before")
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    @_disfavoredOverload
    public func accessibilityCustomContent<V: StringProtocol>(_ labelKey: LocalizedStringKey, _ value: V, importance: AXCustomContent.Importance = .default) -> ModifiedContent<Content, Modifier> {
        accessibilityNotModelled("accessibilityCustomContent", "VoiceOver's More Content rotor has no step; the element reads as before")
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    @_disfavoredOverload
    public func accessibilityCustomContent<L: StringProtocol, V: StringProtocol>(_ label: L, _ value: V, importance: AXCustomContent.Importance = .default) -> ModifiedContent<Content, Modifier> {
        accessibilityNotModelled("accessibilityCustomContent", "VoiceOver's More Content rotor has no step; the element reads as before")
    }
}
