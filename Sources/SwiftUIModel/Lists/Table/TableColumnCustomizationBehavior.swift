import Foundation

/// What of a column the person may customise: reorder, resize, hide (Apple's
/// `TableColumnCustomizationBehavior`), a set of these. Its set algebra is the model's; what a
/// table does with it (`disabledCustomizationBehavior(_:)`) is not modelled. Apple's members are
/// opaque: the model keeps one bit a behaviour.
@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
public struct TableColumnCustomizationBehavior : SetAlgebra, Sendable {
    let bits: UInt8

    init(bits: UInt8) { self.bits = bits }

    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public typealias Element = TableColumnCustomizationBehavior
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public typealias ArrayLiteralElement = TableColumnCustomizationBehavior.Element

    /// No behaviour.
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init() { bits = 0 }

    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public static let reorder = TableColumnCustomizationBehavior(bits: 1 << 0)
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public static let resize = TableColumnCustomizationBehavior(bits: 1 << 1)
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public static let visibility = TableColumnCustomizationBehavior(bits: 1 << 2)
    /// Every behaviour.
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public static var all: TableColumnCustomizationBehavior { TableColumnCustomizationBehavior(bits: reorder.bits | resize.bits | visibility.bits) }

    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func contains(_ member: TableColumnCustomizationBehavior.Element) -> Bool { bits & member.bits == member.bits }
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func union(_ other: TableColumnCustomizationBehavior) -> TableColumnCustomizationBehavior { .init(bits: bits | other.bits) }
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func intersection(_ other: TableColumnCustomizationBehavior) -> TableColumnCustomizationBehavior { .init(bits: bits & other.bits) }
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func symmetricDifference(_ other: TableColumnCustomizationBehavior) -> TableColumnCustomizationBehavior { .init(bits: bits ^ other.bits) }

    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public mutating func insert(_ newMember: TableColumnCustomizationBehavior.Element) -> (inserted: Bool, memberAfterInsert: TableColumnCustomizationBehavior.Element) {
        if contains(newMember) { return (false, newMember) }
        self = union(newMember)
        return (true, newMember)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public mutating func remove(_ member: TableColumnCustomizationBehavior.Element) -> TableColumnCustomizationBehavior.Element? {
        let removed = intersection(member)
        self = .init(bits: bits & ~member.bits)
        return removed.bits == 0 ? nil : removed
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public mutating func update(with newMember: TableColumnCustomizationBehavior.Element) -> TableColumnCustomizationBehavior.Element? {
        let present = intersection(newMember)
        self = union(newMember)
        return present.bits == 0 ? nil : present
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public mutating func formUnion(_ other: TableColumnCustomizationBehavior) { self = union(other) }
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public mutating func formIntersection(_ other: TableColumnCustomizationBehavior) { self = intersection(other) }
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public mutating func formSymmetricDifference(_ other: TableColumnCustomizationBehavior) { self = symmetricDifference(other) }
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public static func == (a: TableColumnCustomizationBehavior, b: TableColumnCustomizationBehavior) -> Bool { a.bits == b.bits }
}
