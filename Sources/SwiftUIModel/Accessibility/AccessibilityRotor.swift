import Foundation

// VoiceOver's rotors (Apple's `accessibilityRotor`, iOS 15): custom lists of places VoiceOver's
// rotor can jump between. Declared with Apple's signatures (the iOS SDK's `SwiftUI.swiftinterface`)
// so course code compiles; the rotor is not modelled, and each use says so in the run's problems.

/// What a rotor lists: entries, `ForEach` of entries, or nothing.
@available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
@MainActor @preconcurrency
public protocol AccessibilityRotorContent {
    associatedtype Body: AccessibilityRotorContent
    var body: Body { get }
}

@available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
extension Never: AccessibilityRotorContent {}

/// Builds a rotor's entries from a closure's statements.
@available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
@resultBuilder
public struct AccessibilityRotorContentBuilder {
    public static func buildExpression<Content: AccessibilityRotorContent>(_ content: Content) -> Content { content }
    public static func buildBlock() -> AccessibilityRotorEntries { AccessibilityRotorEntries() }
    public static func buildBlock<Content: AccessibilityRotorContent>(_ content: Content) -> some AccessibilityRotorContent { AccessibilityRotorEntries() }
    public static func buildBlock<each Content: AccessibilityRotorContent>(_ content: repeat each Content) -> some AccessibilityRotorContent { AccessibilityRotorEntries() }
    public static func buildIf<Content: AccessibilityRotorContent>(_ content: Content?) -> some AccessibilityRotorContent { AccessibilityRotorEntries() }
    public static func buildEither<Content: AccessibilityRotorContent>(first content: Content) -> AccessibilityRotorEntries { AccessibilityRotorEntries() }
    public static func buildEither<Content: AccessibilityRotorContent>(second content: Content) -> AccessibilityRotorEntries { AccessibilityRotorEntries() }
}

/// The entries a rotor builder made (the model keeps none: rotors are not modelled).
@available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
public struct AccessibilityRotorEntries: AccessibilityRotorContent {
    public var body: Never { fatalError("AccessibilityRotorEntries has no body") }
}

/// One place a rotor jumps to.
@available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
public struct AccessibilityRotorEntry<ID: Hashable>: AccessibilityRotorContent {
    public var body: Never { fatalError("AccessibilityRotorEntry has no body") }
    public init(_ label: Text, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping (() -> Void) = {}) {}
    public init(_ label: Text, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil, prepare: @escaping (() -> Void) = {}) {}
    public init(_ label: Text? = nil, textRange: Range<String.Index>, prepare: @escaping (() -> Void) = {}) where ID == Never {}
    public init(_ labelKey: LocalizedStringKey, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping (() -> Void) = {}) {}
    @_disfavoredOverload
    public init<L: StringProtocol>(_ label: L, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping (() -> Void) = {}) {}
    public init(_ labelKey: LocalizedStringKey, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil, prepare: @escaping (() -> Void) = {}) {}
    @_disfavoredOverload
    public init<L: StringProtocol>(_ label: L, _ id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil, prepare: @escaping (() -> Void) = {}) {}
    public init(_ labelKey: LocalizedStringKey, textRange: Range<String.Index>, prepare: @escaping (() -> Void) = {}) where ID == Never {}
    @_disfavoredOverload
    public init<L: StringProtocol>(_ label: L, textRange: Range<String.Index>, prepare: @escaping (() -> Void) = {}) where ID == Never {}
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(_ label: LocalizedStringResource, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) where ID == Never {}
}

@available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
extension ForEach: AccessibilityRotorContent where Content: AccessibilityRotorContent {
    public var body: Never { fatalError("ForEach has no body") }
}

@available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
extension ForEach where ID == Data.Element.ID, Content: AccessibilityRotorContent, Data.Element: Identifiable {
    public init(_ data: Data, @AccessibilityRotorContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: { $0.id }, content: content)
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
extension ForEach where Content: AccessibilityRotorContent {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @AccessibilityRotorContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: { $0[keyPath: id] }, content: content)
    }
}

/// A rotor the system knows: links, headings, text styles, images, text fields…
@available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
public struct AccessibilitySystemRotor: Sendable {
    let name: String
    public static func links(visited: Bool) -> AccessibilitySystemRotor { AccessibilitySystemRotor(name: "links") }
    public static var links: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "links") }
    public static func headings(level: AccessibilityHeadingLevel) -> AccessibilitySystemRotor { AccessibilitySystemRotor(name: "headings") }
    public static var headings: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "headings") }
    public static var boldText: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "boldText") }
    public static var italicText: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "italicText") }
    public static var underlineText: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "underlineText") }
    public static var misspelledWords: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "misspelledWords") }
    public static var images: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "images") }
    public static var textFields: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "textFields") }
    public static var tables: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "tables") }
    public static var lists: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "lists") }
    public static var landmarks: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "landmarks") }
}

@available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
extension View {
    private func rotor() -> some View {
        accessibilityNotModelled("accessibilityRotor", "VoiceOver's rotors have no step; the entries are never listed")
    }

    public func accessibilityRotor<Content: AccessibilityRotorContent>(_ label: Text, @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View { rotor() }
    public func accessibilityRotor<Content: AccessibilityRotorContent>(_ systemRotor: AccessibilitySystemRotor, @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View { rotor() }
    public func accessibilityRotor<EntryModel: Identifiable>(_ rotorLabel: Text, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>) -> some View { rotor() }
    public func accessibilityRotor<EntryModel, ID: Hashable>(_ rotorLabel: Text, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>) -> some View { rotor() }
    public func accessibilityRotor<EntryModel: Identifiable>(_ systemRotor: AccessibilitySystemRotor, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>) -> some View { rotor() }
    public func accessibilityRotor<EntryModel, ID: Hashable>(_ systemRotor: AccessibilitySystemRotor, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>) -> some View { rotor() }
    public func accessibilityRotor(_ label: Text, textRanges: [Range<String.Index>]) -> some View { rotor() }
    public func accessibilityRotor(_ systemRotor: AccessibilitySystemRotor, textRanges: [Range<String.Index>]) -> some View { rotor() }
    public func accessibilityRotor<Content: AccessibilityRotorContent>(_ labelKey: LocalizedStringKey, @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View { rotor() }
    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol, Content: AccessibilityRotorContent>(_ label: L, @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View { rotor() }
    public func accessibilityRotor<EntryModel: Identifiable>(_ rotorLabelKey: LocalizedStringKey, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>) -> some View { rotor() }
    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol, EntryModel: Identifiable>(_ rotorLabel: L, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>) -> some View { rotor() }
    public func accessibilityRotor<EntryModel, ID: Hashable>(_ rotorLabelKey: LocalizedStringKey, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>) -> some View { rotor() }
    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol, EntryModel, ID: Hashable>(_ rotorLabel: L, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>) -> some View { rotor() }
    public func accessibilityRotor(_ labelKey: LocalizedStringKey, textRanges: [Range<String.Index>]) -> some View { rotor() }
    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol>(_ label: L, textRanges: [Range<String.Index>]) -> some View { rotor() }

    /// Marks the view as a rotor entry's target. Not modelled, with the rotors.
    public func accessibilityRotorEntry<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View {
        accessibilityNotModelled("accessibilityRotorEntry", "VoiceOver's rotors have no step")
    }
}
