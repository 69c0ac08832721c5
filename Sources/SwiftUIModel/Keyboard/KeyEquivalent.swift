/// A key of a keyboard shortcut, as the character it types (SwiftUI's `KeyEquivalent`).
///
/// The constants' characters are those Apple's documentation page of each states
/// (developer.apple.com/documentation/swiftui/keyequivalent/<name>: "Up Arrow (U+F700)", …), read
/// for upArrow, downArrow, rightArrow, escape, delete, deleteForward, home, pageDown, clear and
/// tab. No page was found for leftArrow, end, pageUp, space and return: their characters are
/// AppKit's function-key values between those neighbours (U+F702, U+F72B, U+F72C) and the space
/// and carriage-return characters, not read from a source.
@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
public struct KeyEquivalent: Sendable {
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static let upArrow = KeyEquivalent("\u{F700}")
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static let downArrow = KeyEquivalent("\u{F701}")
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static let leftArrow = KeyEquivalent("\u{F702}")
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static let rightArrow = KeyEquivalent("\u{F703}")
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static let escape = KeyEquivalent("\u{1B}")
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static let delete = KeyEquivalent("\u{8}")
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static let deleteForward = KeyEquivalent("\u{F728}")
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static let home = KeyEquivalent("\u{F729}")
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static let end = KeyEquivalent("\u{F72B}")
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static let pageUp = KeyEquivalent("\u{F72C}")
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static let pageDown = KeyEquivalent("\u{F72D}")
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static let clear = KeyEquivalent("\u{F739}")
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static let tab = KeyEquivalent("\u{9}")
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static let space = KeyEquivalent(" ")
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static let `return` = KeyEquivalent("\r")

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public var character: Character

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init(_ character: Character) {
        self.character = character
    }
}

/// Two key equivalents are the same key when they type the same character.
@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
extension KeyEquivalent: Hashable {}

@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
extension KeyEquivalent: ExpressibleByExtendedGraphemeClusterLiteral {
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public typealias ExtendedGraphemeClusterLiteralType = Character
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public typealias UnicodeScalarLiteralType = Character

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init(extendedGraphemeClusterLiteral: Character) {
        self.init(extendedGraphemeClusterLiteral)
    }
}
