/// What an accessibility element is and how it behaves, as VoiceOver announces it (Apple's
/// `AccessibilityTraits`, iOS 13; its members and their availability are the iOS SDK's
/// `SwiftUI.swiftinterface`). SwiftUI declares it a `SetAlgebra`, not an `OptionSet`.
///
/// Two traits SwiftUI gives elements have no public member, and are UIKit's
/// `UIAccessibilityTraits`: `adjustable` (a slider, a view with an
/// `accessibilityAdjustableAction`) and `notEnabled` (a disabled control, which VoiceOver reads
/// as "dimmed").
public struct AccessibilityTraits: SetAlgebra, Sendable {
    var bits: UInt32

    init(bits: UInt32) { self.bits = bits }
    public init() { bits = 0 }

    public static let isButton = AccessibilityTraits(bits: 1 << 0)
    public static let isHeader = AccessibilityTraits(bits: 1 << 1)
    public static let isSelected = AccessibilityTraits(bits: 1 << 2)
    public static let isLink = AccessibilityTraits(bits: 1 << 3)
    public static let isSearchField = AccessibilityTraits(bits: 1 << 4)
    public static let isImage = AccessibilityTraits(bits: 1 << 5)
    public static let playsSound = AccessibilityTraits(bits: 1 << 6)
    public static let isKeyboardKey = AccessibilityTraits(bits: 1 << 7)
    public static let isStaticText = AccessibilityTraits(bits: 1 << 8)
    public static let isSummaryElement = AccessibilityTraits(bits: 1 << 9)
    public static let updatesFrequently = AccessibilityTraits(bits: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(bits: 1 << 11)
    public static let allowsDirectInteraction = AccessibilityTraits(bits: 1 << 12)
    public static let causesPageTurn = AccessibilityTraits(bits: 1 << 13)
    public static let isModal = AccessibilityTraits(bits: 1 << 14)
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public static let isToggle = AccessibilityTraits.toggle
    /// A tab bar (UIKit's `tabBar` trait); named `tabBar` in the report, as the others are.
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public static let isTabBar = AccessibilityTraits.tabBar

    // The same, for the model's own use (the members above carry their availability).
    static let toggle = AccessibilityTraits(bits: 1 << 15)
    static let tabBar = AccessibilityTraits(bits: 1 << 16)
    /// UIKit's `adjustable`: VoiceOver's swipe up and down adjust the element.
    static let adjustable = AccessibilityTraits(bits: 1 << 17)
    /// UIKit's `notEnabled`: a disabled control; VoiceOver says "dimmed".
    static let notEnabled = AccessibilityTraits(bits: 1 << 18)

    /// Each trait with the name the report writes: SwiftUI's member without its `is`, UIKit's
    /// name for the two SwiftUI does not name (docs/SCENARIOS.md, "The accessibility section").
    static let named: [(AccessibilityTraits, String)] = [
        (.isButton, "button"), (.isLink, "link"), (.isImage, "image"), (.isStaticText, "staticText"),
        (.toggle, "toggle"), (.isSearchField, "searchField"), (.adjustable, "adjustable"), (.isHeader, "header"),
        (.isSelected, "selected"), (.notEnabled, "notEnabled"), (.playsSound, "playsSound"),
        (.isKeyboardKey, "keyboardKey"), (.isSummaryElement, "summaryElement"), (.updatesFrequently, "updatesFrequently"),
        (.startsMediaSession, "startsMediaSession"), (.allowsDirectInteraction, "allowsDirectInteraction"),
        (.causesPageTurn, "causesPageTurn"), (.isModal, "modal"), (.tabBar, "tabBar"),
    ]

    /// The names of the traits in the set, in `named`'s order.
    var names: [String] { Self.named.filter { contains($0.0) }.map(\.1) }

    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(bits: bits | other.bits) }
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(bits: bits & other.bits) }
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(bits: bits ^ other.bits) }
    public mutating func formUnion(_ other: AccessibilityTraits) { bits |= other.bits }
    public mutating func formIntersection(_ other: AccessibilityTraits) { bits &= other.bits }
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { bits ^= other.bits }
    public func contains(_ member: AccessibilityTraits) -> Bool { bits & member.bits == member.bits && member.bits != 0 }

    @discardableResult
    public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
        let inserted = !contains(newMember)
        bits |= newMember.bits
        return (inserted, newMember)
    }

    @discardableResult
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
        guard bits & member.bits != 0 else { return nil }
        bits &= ~member.bits
        return member
    }

    @discardableResult
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
        let had = contains(newMember)
        bits |= newMember.bits
        return had ? newMember : nil
    }

    public static func == (a: AccessibilityTraits, b: AccessibilityTraits) -> Bool { a.bits == b.bits }
    public typealias ArrayLiteralElement = AccessibilityTraits
    public typealias Element = AccessibilityTraits
}
