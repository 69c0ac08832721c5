import Foundation

extension NSSortDescriptor {
    /// Apple's Foundation overlay (iOS 26.2 SDK, Foundation.swiftinterface):
    /// `convenience public init<Root, Value>(keyPath: KeyPath<Root, Value>, ascending: Bool)`, for
    /// any value. Linux's Foundation has it only for `Comparable` values, so Xcode's Core Data
    /// template (`NSSortDescriptor(keyPath: \Item.timestamp, ascending: true)` on a `Date?`) would
    /// not compile; this overload takes the others. Not modelled: such values are not compared (the
    /// descriptor orders everything the same); Linux's own overload still serves `Comparable` ones.
    @_disfavoredOverload
    public convenience init<Root, Value>(keyPath: KeyPath<Root, Value>, ascending: Bool) {
        FoundationAdditions.notModelled("NSSortDescriptor.init(keyPath:ascending:)",
                                        "values of a type that is not Comparable are not compared: everything orders the same")
        self.init(keyPath: keyPath, ascending: ascending, comparator: { _, _ in .orderedSame })
    }
}
