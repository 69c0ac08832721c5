import Foundation

// The small value types of the accessibility API, with the members Apple's iOS SDK declares
// (`SwiftUI.swiftinterface` of the iOS 17.4 SDK; later additions from Apple's documentation,
// whose pages state each one's availability).

/// What `accessibilityElement(children:)` does with the elements inside the view (Apple's
/// `AccessibilityChildBehavior`): `ignore` hides them, `combine` merges their properties into
/// the new element, `contain` keeps them as the new element's children.
public struct AccessibilityChildBehavior: Hashable {
    enum Kind: Hashable { case ignore, contain, combine }
    let kind: Kind

    public static let ignore = AccessibilityChildBehavior(kind: .ignore)
    public static let contain = AccessibilityChildBehavior(kind: .contain)
    public static let combine = AccessibilityChildBehavior(kind: .combine)
}

/// The kind of an action VoiceOver performs (Apple's `AccessibilityActionKind`): the default
/// action (a double tap), escape (a two-finger scrub), magic tap (a two-finger double tap), or a
/// named custom action (the actions rotor). `delete` and `showMenu` are macOS only.
public struct AccessibilityActionKind: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case `default`, escape, magicTap, named(String) }
    let kind: Kind

    public static let `default` = AccessibilityActionKind(kind: .default)
    public static let escape = AccessibilityActionKind(kind: .escape)
    public static let magicTap = AccessibilityActionKind(kind: .magicTap)

    public init(named name: Text) { kind = .named(TextResolver.plain(name)) }
    init(kind: Kind) { self.kind = kind }
}

/// Which way an adjustable element moves (VoiceOver's swipe up: `increment`, down: `decrement`).
public enum AccessibilityAdjustmentDirection: Sendable, Hashable {
    case increment
    case decrement
}

/// A heading's level (`accessibilityHeading(_:)`), read by VoiceOver's headings rotor.
public enum AccessibilityHeadingLevel: UInt, Sendable {
    case unspecified, h1, h2, h3, h4, h5, h6
}

/// How VoiceOver should speak a text's content (`accessibilityTextContentType(_:)`).
@available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
public struct AccessibilityTextContentType: Sendable {
    let name: String
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static let plain = AccessibilityTextContentType(name: "plain")
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static let console = AccessibilityTextContentType(name: "console")
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static let fileSystem = AccessibilityTextContentType(name: "fileSystem")
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static let messaging = AccessibilityTextContentType(name: "messaging")
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static let narrative = AccessibilityTextContentType(name: "narrative")
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static let sourceCode = AccessibilityTextContentType(name: "sourceCode")
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static let spreadsheet = AccessibilityTextContentType(name: "spreadsheet")
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static let wordProcessing = AccessibilityTextContentType(name: "wordProcessing")
}

/// The label or the content of a labeled pair (`accessibilityLabeledPair(role:id:in:)`).
@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
public enum AccessibilityLabeledPairRole: Hashable, Sendable {
    case label
    case content
}

/// The assistive technologies an `AccessibilityFocusState` follows.
@available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
public struct AccessibilityTechnologies: SetAlgebra, Sendable {
    var bits: UInt8
    init(bits: UInt8) { self.bits = bits }
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public init() { bits = 0 }
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static var voiceOver: AccessibilityTechnologies { AccessibilityTechnologies(bits: 1) }
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static var switchControl: AccessibilityTechnologies { AccessibilityTechnologies(bits: 2) }
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func union(_ other: AccessibilityTechnologies) -> AccessibilityTechnologies { AccessibilityTechnologies(bits: bits | other.bits) }
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func intersection(_ other: AccessibilityTechnologies) -> AccessibilityTechnologies { AccessibilityTechnologies(bits: bits & other.bits) }
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func symmetricDifference(_ other: AccessibilityTechnologies) -> AccessibilityTechnologies { AccessibilityTechnologies(bits: bits ^ other.bits) }
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public mutating func formUnion(_ other: AccessibilityTechnologies) { bits |= other.bits }
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public mutating func formIntersection(_ other: AccessibilityTechnologies) { bits &= other.bits }
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public mutating func formSymmetricDifference(_ other: AccessibilityTechnologies) { bits ^= other.bits }
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func contains(_ member: AccessibilityTechnologies) -> Bool { bits & member.bits == member.bits }
    @discardableResult
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public mutating func insert(_ newMember: AccessibilityTechnologies) -> (inserted: Bool, memberAfterInsert: AccessibilityTechnologies) {
        let inserted = !contains(newMember)
        bits |= newMember.bits
        return (inserted, newMember)
    }
    @discardableResult
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public mutating func remove(_ member: AccessibilityTechnologies) -> AccessibilityTechnologies? {
        guard bits & member.bits != 0 else { return nil }
        bits &= ~member.bits
        return member
    }
    @discardableResult
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public mutating func update(with newMember: AccessibilityTechnologies) -> AccessibilityTechnologies? {
        let had = contains(newMember)
        bits |= newMember.bits
        return had ? newMember : nil
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public typealias ArrayLiteralElement = AccessibilityTechnologies
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public typealias Element = AccessibilityTechnologies
}

/// Options of `accessibilityDirectTouch(_:options:)`.
@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
public struct AccessibilityDirectTouchOptions: OptionSet, Sendable {
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public let rawValue: AccessibilityDirectTouchOptions.RawValue
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init(rawValue: AccessibilityDirectTouchOptions.RawValue) { self.rawValue = rawValue }
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public static let silentOnTouch = AccessibilityDirectTouchOptions(rawValue: 1)
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public static let requiresActivation = AccessibilityDirectTouchOptions(rawValue: 2)
}

/// A group of `accessibilityActions(category:_:)` (iOS 18).
@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
public struct AccessibilityActionCategory: Equatable, Sendable {
    let name: String
    public static let `default` = AccessibilityActionCategory(name: "default")
    public static let edit = AccessibilityActionCategory(name: "edit")
    public init(_ name: Text) { self.name = TextResolver.plain(name) }
    public init(_ nameKey: LocalizedStringKey) { self.init(Text(nameKey)) }
    @_disfavoredOverload
    public init(_ name: some StringProtocol) { self.name = String(name) }
    init(name: String) { self.name = name }
}

/// A key of `accessibilityCustomContent(_:_:importance:)`.
@available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
public struct AccessibilityCustomContentKey: Equatable {
    let id: String
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public init(_ label: Text, id: String) { self.id = id }
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public init(_ labelKey: LocalizedStringKey, id: String) { self.id = id }
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public init(_ labelKey: LocalizedStringKey) { id = TextResolver.plain(Text(labelKey)) }
}

/// How important a custom content entry is (the Accessibility framework's
/// `AXCustomContent.Importance`, which SwiftUI's `accessibilityCustomContent` takes).
public enum AXCustomContent {
    public enum Importance: Int, Sendable {
        case `default`, high
    }
}
