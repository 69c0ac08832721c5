import Foundation

// The first release's accessibility modifiers (iOS 13), "to be deprecated" in favour of the
// `accessibility…(_:)` ones, with Apple's data: `@available(iOS, introduced: 13.0, deprecated:
// 100000.0, renamed: "accessibilityLabel(_:)")` and so on (the iOS SDK's `SwiftUI.swiftinterface`),
// which the harness words as Xcode does ("will be deprecated in a future version of iOS: renamed
// to 'accessibilityLabel(_:)'"). `accessibility(selectionIdentifier:)` is deprecated on every
// release (`@available(iOS, deprecated, introduced: 13.0)`; "This functionality is no longer
// available", Apple's documentation): a plain deprecation, which swiftc words as Xcode does for
// one without a version ("'accessibility(selectionIdentifier:)' is deprecated"). Each of the
// others does what its new name does.
// Generated once from a table of the modifiers (each in its View and ModifiedContent form).

extension View {
    @available(*, deprecated, message: "@available(iOS, deprecated: 100000) renamed to 'accessibilityHidden(_:)'")
    public func accessibility(hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityHidden(hidden)
    }

    @available(*, deprecated, message: "@available(iOS, deprecated: 100000) renamed to 'accessibilityLabel(_:)'")
    public func accessibility(label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityLabel(label)
    }

    @available(*, deprecated, message: "@available(iOS, deprecated: 100000) renamed to 'accessibilityHint(_:)'")
    public func accessibility(hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityHint(hint)
    }

    @available(*, deprecated, message: "@available(iOS, deprecated: 100000) renamed to 'accessibilityInputLabels(_:)'")
    public func accessibility(inputLabels: [Text]) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityInputLabels(inputLabels)
    }

    @available(*, deprecated, message: "@available(iOS, deprecated: 100000) renamed to 'accessibilityIdentifier(_:)'")
    public func accessibility(identifier: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityIdentifier(identifier)
    }

    @available(*, deprecated)
    public func accessibility(selectionIdentifier: AnyHashable) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityNotModelled("accessibility(selectionIdentifier:)", "it does nothing: the functionality is no longer available")
    }

    @available(*, deprecated, message: "@available(iOS, deprecated: 100000) renamed to 'accessibilitySortPriority(_:)'")
    public func accessibility(sortPriority: Double) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilitySortPriority(sortPriority)
    }

    @available(*, deprecated, message: "@available(iOS, deprecated: 100000) renamed to 'accessibilityActivationPoint(_:)'")
    public func accessibility(activationPoint: CGPoint) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityActivationPoint(activationPoint)
    }

    @available(*, deprecated, message: "@available(iOS, deprecated: 100000) renamed to 'accessibilityActivationPoint(_:)'")
    public func accessibility(activationPoint: UnitPoint) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityActivationPoint(activationPoint)
    }

    @available(*, deprecated, message: "@available(iOS, deprecated: 100000) renamed to 'accessibilityAddTraits(_:)'")
    public func accessibility(addTraits traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAddTraits(traits)
    }

    @available(*, deprecated, message: "@available(iOS, deprecated: 100000) renamed to 'accessibilityRemoveTraits(_:)'")
    public func accessibility(removeTraits traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityRemoveTraits(traits)
    }

    @available(*, deprecated, message: "@available(iOS, deprecated: 100000) renamed to 'accessibilityValue(_:)'")
    public func accessibility(value: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityValue(value)
    }
}

extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
    @available(*, deprecated, message: "@available(iOS, deprecated: 100000) renamed to 'accessibilityHidden(_:)'")
    public func accessibility(hidden: Bool) -> ModifiedContent<Content, Modifier> {
        accessibilityHidden(hidden)
    }

    @available(*, deprecated, message: "@available(iOS, deprecated: 100000) renamed to 'accessibilityLabel(_:)'")
    public func accessibility(label: Text) -> ModifiedContent<Content, Modifier> {
        accessibilityLabel(label)
    }

    @available(*, deprecated, message: "@available(iOS, deprecated: 100000) renamed to 'accessibilityHint(_:)'")
    public func accessibility(hint: Text) -> ModifiedContent<Content, Modifier> {
        accessibilityHint(hint)
    }

    @available(*, deprecated, message: "@available(iOS, deprecated: 100000) renamed to 'accessibilityInputLabels(_:)'")
    public func accessibility(inputLabels: [Text]) -> ModifiedContent<Content, Modifier> {
        accessibilityInputLabels(inputLabels)
    }

    @available(*, deprecated, message: "@available(iOS, deprecated: 100000) renamed to 'accessibilityIdentifier(_:)'")
    public func accessibility(identifier: String) -> ModifiedContent<Content, Modifier> {
        accessibilityIdentifier(identifier)
    }

    @available(*, deprecated)
    public func accessibility(selectionIdentifier: AnyHashable) -> ModifiedContent<Content, Modifier> {
        accessibilityNotModelled("accessibility(selectionIdentifier:)", "it does nothing: the functionality is no longer available")
    }

    @available(*, deprecated, message: "@available(iOS, deprecated: 100000) renamed to 'accessibilitySortPriority(_:)'")
    public func accessibility(sortPriority: Double) -> ModifiedContent<Content, Modifier> {
        accessibilitySortPriority(sortPriority)
    }

    @available(*, deprecated, message: "@available(iOS, deprecated: 100000) renamed to 'accessibilityActivationPoint(_:)'")
    public func accessibility(activationPoint: CGPoint) -> ModifiedContent<Content, Modifier> {
        accessibilityActivationPoint(activationPoint)
    }

    @available(*, deprecated, message: "@available(iOS, deprecated: 100000) renamed to 'accessibilityActivationPoint(_:)'")
    public func accessibility(activationPoint: UnitPoint) -> ModifiedContent<Content, Modifier> {
        accessibilityActivationPoint(activationPoint)
    }

    @available(*, deprecated, message: "@available(iOS, deprecated: 100000) renamed to 'accessibilityAddTraits(_:)'")
    public func accessibility(addTraits traits: AccessibilityTraits) -> ModifiedContent<Content, Modifier> {
        accessibilityAddTraits(traits)
    }

    @available(*, deprecated, message: "@available(iOS, deprecated: 100000) renamed to 'accessibilityRemoveTraits(_:)'")
    public func accessibility(removeTraits traits: AccessibilityTraits) -> ModifiedContent<Content, Modifier> {
        accessibilityRemoveTraits(traits)
    }

    @available(*, deprecated, message: "@available(iOS, deprecated: 100000) renamed to 'accessibilityValue(_:)'")
    public func accessibility(value: Text) -> ModifiedContent<Content, Modifier> {
        accessibilityValue(value)
    }
}
