import Foundation

// The accessibility modifiers that change the properties of the view's element(s), with Apple's
// signatures and availability (the iOS SDK's `SwiftUI.swiftinterface`; the `isEnabled:` forms are
// iOS 18, Apple's documentation). Each returns `ModifiedContent<Self, AccessibilityAttachmentModifier>`,
// and its `ModifiedContent` form merges into the modifier it is chained on. What each does to the
// accessibility tree: `AccessibilityNode.apply`.
// Generated once from a table of the modifiers (each in its View and ModifiedContent form).

extension View {
    /// Names the view for VoiceOver in place of what it shows: its element reads `label`
    /// (Apple's `accessibilityLabel(_:)`: "Adds a label to the view that describes its contents").
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityEdit(.label(TextResolver.plain(label)))
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityEdit(.label(TextResolver.plain(Text(labelKey))))
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityEdit(.label(String(label)))
    }

    /// Names the view for VoiceOver in place of what it shows: its element reads `label`
    /// (Apple's `accessibilityLabel(_:)`: "Adds a label to the view that describes its contents").
    /// With `isEnabled` false the modifier changes nothing (iOS 18).
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func accessibilityLabel(_ label: Text, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        isEnabled ? accessibilityEdit(.label(TextResolver.plain(label))) : accessibilityEdit()
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func accessibilityLabel(_ labelKey: LocalizedStringKey, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        isEnabled ? accessibilityEdit(.label(TextResolver.plain(Text(labelKey)))) : accessibilityEdit()
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        isEnabled ? accessibilityEdit(.label(String(label))) : accessibilityEdit()
    }

    /// What the view's element holds, read after its label (Apple's `accessibilityValue(_:)`:
    /// "Adds a textual description of the value that the view contains").
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityEdit(.value(TextResolver.plain(valueDescription)))
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityEdit(.value(TextResolver.plain(Text(valueKey))))
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityEdit(.value(String(value)))
    }

    /// What the view's element holds, read after its label (Apple's `accessibilityValue(_:)`:
    /// "Adds a textual description of the value that the view contains").
    /// With `isEnabled` false the modifier changes nothing (iOS 18).
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func accessibilityValue(_ valueDescription: Text, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        isEnabled ? accessibilityEdit(.value(TextResolver.plain(valueDescription))) : accessibilityEdit()
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func accessibilityValue(_ valueKey: LocalizedStringKey, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        isEnabled ? accessibilityEdit(.value(TextResolver.plain(Text(valueKey)))) : accessibilityEdit()
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        isEnabled ? accessibilityEdit(.value(String(value))) : accessibilityEdit()
    }

    /// What activating the view does, read after a pause (Apple's `accessibilityHint(_:)`:
    /// "Communicates to the user what happens after performing the view's action").
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityEdit(.hint(TextResolver.plain(hint)))
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityEdit(.hint(TextResolver.plain(Text(hintKey))))
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityEdit(.hint(String(hint)))
    }

    /// What activating the view does, read after a pause (Apple's `accessibilityHint(_:)`:
    /// "Communicates to the user what happens after performing the view's action").
    /// With `isEnabled` false the modifier changes nothing (iOS 18).
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func accessibilityHint(_ hint: Text, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        isEnabled ? accessibilityEdit(.hint(TextResolver.plain(hint))) : accessibilityEdit()
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func accessibilityHint(_ hintKey: LocalizedStringKey, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        isEnabled ? accessibilityEdit(.hint(TextResolver.plain(Text(hintKey)))) : accessibilityEdit()
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        isEnabled ? accessibilityEdit(.hint(String(hint))) : accessibilityEdit()
    }

    /// Other names Voice Control and Full Keyboard Access know the view by (Apple's
    /// `accessibilityInputLabels(_:)`); VoiceOver does not read them. The section shows them as `input-labels=`.
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityEdit(.inputLabels(inputLabels.map(TextResolver.plain)))
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityEdit(.inputLabels(inputLabelKeys.map { TextResolver.plain(Text($0)) }))
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityEdit(.inputLabels(inputLabels.map { String($0) }))
    }

    /// Other names Voice Control and Full Keyboard Access know the view by (Apple's
    /// `accessibilityInputLabels(_:)`); VoiceOver does not read them. The section shows them as `input-labels=`.
    /// With `isEnabled` false the modifier changes nothing (iOS 18).
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func accessibilityInputLabels(_ inputLabels: [Text], isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        isEnabled ? accessibilityEdit(.inputLabels(inputLabels.map(TextResolver.plain))) : accessibilityEdit()
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey], isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        isEnabled ? accessibilityEdit(.inputLabels(inputLabelKeys.map { TextResolver.plain(Text($0)) })) : accessibilityEdit()
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S], isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        isEnabled ? accessibilityEdit(.inputLabels(inputLabels.map { String($0) })) : accessibilityEdit()
    }

    /// Adds traits to the view's element (Apple's `accessibilityAddTraits(_:)`): a button trait
    /// makes VoiceOver read it as a button, a header one as a heading.
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityEdit(.addTraits(traits))
    }

    /// Removes traits from the view's element (Apple's `accessibilityRemoveTraits(_:)`).
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityEdit(.removeTraits(traits))
    }

    /// Hides the view and what it contains from VoiceOver (Apple's `accessibilityHidden(_:)`:
    /// "Specifies whether to hide this view from system accessibility features").
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        hidden ? accessibilityEdit(.hidden) : accessibilityEdit()
    }

    /// Hides the view and what it contains from VoiceOver (Apple's `accessibilityHidden(_:)`:
    /// "Specifies whether to hide this view from system accessibility features").
    /// With `isEnabled` false the modifier changes nothing (iOS 18).
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func accessibilityHidden(_ hidden: Bool, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        hidden && isEnabled ? accessibilityEdit(.hidden) : accessibilityEdit()
    }

    /// Names the view's element for UI tests (Apple's `accessibilityIdentifier(_:)`: "Uses the string
    /// you specify to identify the view"); VoiceOver does not read it. The section shows it as `identifier=`.
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityEdit(.identifier(identifier))
    }

    /// Names the view's element for UI tests (Apple's `accessibilityIdentifier(_:)`: "Uses the string
    /// you specify to identify the view"); VoiceOver does not read it. The section shows it as `identifier=`.
    /// With `isEnabled` false the modifier changes nothing (iOS 18).
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func accessibilityIdentifier(_ identifier: String, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        isEnabled ? accessibilityEdit(.identifier(identifier)) : accessibilityEdit()
    }

    /// Moves the view's element in VoiceOver's order (Apple's `accessibilitySortPriority(_:)`:
    /// "Higher numbers are sorted first. The default sort priority is zero"), among the elements
    /// of its container (`AccessibilityTree.readingOrder`).
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public func accessibilitySortPriority(_ sortPriority: Double) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityEdit(.sortPriority(sortPriority))
    }

    /// Makes the view's element a heading of this level (Apple's `accessibilityHeading(_:)`); the
    /// section shows `traits=header level=N`.
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityEdit(.heading(level))
    }

    /// What VoiceOver's double tap (`.default`), escape (a two-finger scrub) or magic tap (a two-finger
    /// double tap) does to the view (Apple's `accessibilityAction(_:_:)`).
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityEdit(.action(actionKind, handler))
    }

    /// A custom action, listed in VoiceOver's actions rotor by its name (Apple's
    /// `accessibilityAction(named:_:)`); the section shows the names as `actions=`.
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityEdit(.action(AccessibilityActionKind(kind: .named(TextResolver.plain(name))), handler))
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityEdit(.action(AccessibilityActionKind(kind: .named(TextResolver.plain(Text(nameKey)))), handler))
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityEdit(.action(AccessibilityActionKind(kind: .named(String(name))), handler))
    }

    /// Makes the view adjustable: VoiceOver's swipe up and down call `handler` with `.increment`
    /// and `.decrement` (Apple's `accessibilityAdjustableAction(_:)`).
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityEdit(.adjustable(handler))
    }
}

extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
    /// Names the view for VoiceOver in place of what it shows: its element reads `label`
    /// (Apple's `accessibilityLabel(_:)`: "Adds a label to the view that describes its contents").
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public func accessibilityLabel(_ label: Text) -> ModifiedContent<Content, Modifier> {
        accessibilityEdit(.label(TextResolver.plain(label)))
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Content, Modifier> {
        accessibilityEdit(.label(TextResolver.plain(Text(labelKey))))
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<Content, Modifier> {
        accessibilityEdit(.label(String(label)))
    }

    /// Names the view for VoiceOver in place of what it shows: its element reads `label`
    /// (Apple's `accessibilityLabel(_:)`: "Adds a label to the view that describes its contents").
    /// With `isEnabled` false the modifier changes nothing (iOS 18).
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func accessibilityLabel(_ label: Text, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        isEnabled ? accessibilityEdit(.label(TextResolver.plain(label))) : accessibilityEdit()
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func accessibilityLabel(_ labelKey: LocalizedStringKey, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        isEnabled ? accessibilityEdit(.label(TextResolver.plain(Text(labelKey)))) : accessibilityEdit()
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        isEnabled ? accessibilityEdit(.label(String(label))) : accessibilityEdit()
    }

    /// What the view's element holds, read after its label (Apple's `accessibilityValue(_:)`:
    /// "Adds a textual description of the value that the view contains").
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<Content, Modifier> {
        accessibilityEdit(.value(TextResolver.plain(valueDescription)))
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> ModifiedContent<Content, Modifier> {
        accessibilityEdit(.value(TextResolver.plain(Text(valueKey))))
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedContent<Content, Modifier> {
        accessibilityEdit(.value(String(value)))
    }

    /// What the view's element holds, read after its label (Apple's `accessibilityValue(_:)`:
    /// "Adds a textual description of the value that the view contains").
    /// With `isEnabled` false the modifier changes nothing (iOS 18).
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func accessibilityValue(_ valueDescription: Text, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        isEnabled ? accessibilityEdit(.value(TextResolver.plain(valueDescription))) : accessibilityEdit()
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func accessibilityValue(_ valueKey: LocalizedStringKey, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        isEnabled ? accessibilityEdit(.value(TextResolver.plain(Text(valueKey)))) : accessibilityEdit()
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        isEnabled ? accessibilityEdit(.value(String(value))) : accessibilityEdit()
    }

    /// What activating the view does, read after a pause (Apple's `accessibilityHint(_:)`:
    /// "Communicates to the user what happens after performing the view's action").
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public func accessibilityHint(_ hint: Text) -> ModifiedContent<Content, Modifier> {
        accessibilityEdit(.hint(TextResolver.plain(hint)))
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<Content, Modifier> {
        accessibilityEdit(.hint(TextResolver.plain(Text(hintKey))))
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> ModifiedContent<Content, Modifier> {
        accessibilityEdit(.hint(String(hint)))
    }

    /// What activating the view does, read after a pause (Apple's `accessibilityHint(_:)`:
    /// "Communicates to the user what happens after performing the view's action").
    /// With `isEnabled` false the modifier changes nothing (iOS 18).
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func accessibilityHint(_ hint: Text, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        isEnabled ? accessibilityEdit(.hint(TextResolver.plain(hint))) : accessibilityEdit()
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func accessibilityHint(_ hintKey: LocalizedStringKey, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        isEnabled ? accessibilityEdit(.hint(TextResolver.plain(Text(hintKey)))) : accessibilityEdit()
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        isEnabled ? accessibilityEdit(.hint(String(hint))) : accessibilityEdit()
    }

    /// Other names Voice Control and Full Keyboard Access know the view by (Apple's
    /// `accessibilityInputLabels(_:)`); VoiceOver does not read them. The section shows them as `input-labels=`.
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> ModifiedContent<Content, Modifier> {
        accessibilityEdit(.inputLabels(inputLabels.map(TextResolver.plain)))
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> ModifiedContent<Content, Modifier> {
        accessibilityEdit(.inputLabels(inputLabelKeys.map { TextResolver.plain(Text($0)) }))
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> ModifiedContent<Content, Modifier> {
        accessibilityEdit(.inputLabels(inputLabels.map { String($0) }))
    }

    /// Other names Voice Control and Full Keyboard Access know the view by (Apple's
    /// `accessibilityInputLabels(_:)`); VoiceOver does not read them. The section shows them as `input-labels=`.
    /// With `isEnabled` false the modifier changes nothing (iOS 18).
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func accessibilityInputLabels(_ inputLabels: [Text], isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        isEnabled ? accessibilityEdit(.inputLabels(inputLabels.map(TextResolver.plain))) : accessibilityEdit()
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey], isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        isEnabled ? accessibilityEdit(.inputLabels(inputLabelKeys.map { TextResolver.plain(Text($0)) })) : accessibilityEdit()
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S], isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        isEnabled ? accessibilityEdit(.inputLabels(inputLabels.map { String($0) })) : accessibilityEdit()
    }

    /// Adds traits to the view's element (Apple's `accessibilityAddTraits(_:)`): a button trait
    /// makes VoiceOver read it as a button, a header one as a heading.
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Content, Modifier> {
        accessibilityEdit(.addTraits(traits))
    }

    /// Removes traits from the view's element (Apple's `accessibilityRemoveTraits(_:)`).
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Content, Modifier> {
        accessibilityEdit(.removeTraits(traits))
    }

    /// Hides the view and what it contains from VoiceOver (Apple's `accessibilityHidden(_:)`:
    /// "Specifies whether to hide this view from system accessibility features").
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Content, Modifier> {
        hidden ? accessibilityEdit(.hidden) : accessibilityEdit()
    }

    /// Hides the view and what it contains from VoiceOver (Apple's `accessibilityHidden(_:)`:
    /// "Specifies whether to hide this view from system accessibility features").
    /// With `isEnabled` false the modifier changes nothing (iOS 18).
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func accessibilityHidden(_ hidden: Bool, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        hidden && isEnabled ? accessibilityEdit(.hidden) : accessibilityEdit()
    }

    /// Names the view's element for UI tests (Apple's `accessibilityIdentifier(_:)`: "Uses the string
    /// you specify to identify the view"); VoiceOver does not read it. The section shows it as `identifier=`.
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Content, Modifier> {
        accessibilityEdit(.identifier(identifier))
    }

    /// Names the view's element for UI tests (Apple's `accessibilityIdentifier(_:)`: "Uses the string
    /// you specify to identify the view"); VoiceOver does not read it. The section shows it as `identifier=`.
    /// With `isEnabled` false the modifier changes nothing (iOS 18).
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func accessibilityIdentifier(_ identifier: String, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        isEnabled ? accessibilityEdit(.identifier(identifier)) : accessibilityEdit()
    }

    /// Moves the view's element in VoiceOver's order (Apple's `accessibilitySortPriority(_:)`:
    /// "Higher numbers are sorted first. The default sort priority is zero"), among the elements
    /// of its container (`AccessibilityTree.readingOrder`).
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public func accessibilitySortPriority(_ sortPriority: Double) -> ModifiedContent<Content, Modifier> {
        accessibilityEdit(.sortPriority(sortPriority))
    }

    /// Makes the view's element a heading of this level (Apple's `accessibilityHeading(_:)`); the
    /// section shows `traits=header level=N`.
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> ModifiedContent<Content, Modifier> {
        accessibilityEdit(.heading(level))
    }

    /// What VoiceOver's double tap (`.default`), escape (a two-finger scrub) or magic tap (a two-finger
    /// double tap) does to the view (Apple's `accessibilityAction(_:_:)`).
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> ModifiedContent<Content, Modifier> {
        accessibilityEdit(.action(actionKind, handler))
    }

    /// A custom action, listed in VoiceOver's actions rotor by its name (Apple's
    /// `accessibilityAction(named:_:)`); the section shows the names as `actions=`.
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> ModifiedContent<Content, Modifier> {
        accessibilityEdit(.action(AccessibilityActionKind(kind: .named(TextResolver.plain(name))), handler))
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> ModifiedContent<Content, Modifier> {
        accessibilityEdit(.action(AccessibilityActionKind(kind: .named(TextResolver.plain(Text(nameKey)))), handler))
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> ModifiedContent<Content, Modifier> {
        accessibilityEdit(.action(AccessibilityActionKind(kind: .named(String(name))), handler))
    }

    /// Makes the view adjustable: VoiceOver's swipe up and down call `handler` with `.increment`
    /// and `.decrement` (Apple's `accessibilityAdjustableAction(_:)`).
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> ModifiedContent<Content, Modifier> {
        accessibilityEdit(.adjustable(handler))
    }
}
