/// A key and the modifier keys pressed with it (SwiftUI's `KeyboardShortcut`). The model keeps
/// the shortcut (`keyboardShortcut(_:)` reports that no hardware keyboard is simulated).
/// `cancelAction` is Escape without modifiers (Apple's page of the constant,
/// developer.apple.com/documentation/swiftui/keyboardshortcut/cancelaction); `defaultAction` is its
/// counterpart, Return without modifiers (its page was not read). Two shortcuts are equal when
/// their key, modifiers and localization are (whether Apple's `==` compares the localization has
/// no public source).
@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
public struct KeyboardShortcut: Sendable {
    /// How a shortcut's key follows the keyboard layout (`automatic`, `withoutMirroring`, `custom`).
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public struct Localization: Sendable {
        let name: String
        @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
        public static let automatic = Localization(name: "automatic")
        @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
        public static let withoutMirroring = Localization(name: "withoutMirroring")
        @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
        public static let custom = Localization(name: "custom")
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public var key: KeyEquivalent
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public var modifiers: EventModifiers {
        get { EventModifiers(rawValue: modifierBits) }
        set { modifierBits = newValue.rawValue }
    }
    /// The modifiers' bits (`EventModifiers` is not `Sendable`, as in Apple's interface; a shortcut is).
    var modifierBits: Int
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public var localization: KeyboardShortcut.Localization

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.init(key, modifiers: modifiers, localization: .automatic)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: KeyboardShortcut.Localization) {
        self.key = key
        self.modifierBits = modifiers.rawValue
        self.localization = localization
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
extension KeyboardShortcut: Hashable {
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static func == (lhs: KeyboardShortcut, rhs: KeyboardShortcut) -> Bool {
        lhs.key == rhs.key && lhs.modifierBits == rhs.modifierBits && lhs.localization.name == rhs.localization.name
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(modifierBits)
        hasher.combine(localization.name)
    }
}
