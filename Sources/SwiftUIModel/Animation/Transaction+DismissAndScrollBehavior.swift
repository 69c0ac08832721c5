import Foundation

/// Two values a transaction carries for presentations and scroll views (iOS 17 and 18). The model
/// keeps what a view writes, but nothing reads them: dismissing and scrolling do not consult the
/// transaction, so each access reports itself. Apple's documentation gives no default, so reading
/// an unwritten one returns the type's placeholder.
extension Transaction {
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public var dismissBehavior: DismissBehavior {
        get {
            ModelProblems.notModelled("Transaction.dismissBehavior", "no presentation reads it; an unwritten one has no documented default")
            return values[ObjectIdentifier(DismissBehavior.self)] as? DismissBehavior ?? DismissBehavior(notModelledPlaceholder: ())
        }
        set {
            ModelProblems.notModelled("Transaction.dismissBehavior", "kept, but no presentation reads it")
            values[ObjectIdentifier(DismissBehavior.self)] = newValue
        }
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public var scrollContentOffsetAdjustmentBehavior: ScrollContentOffsetAdjustmentBehavior {
        get {
            ModelProblems.notModelled("Transaction.scrollContentOffsetAdjustmentBehavior", "no scroll view reads it; an unwritten one has no documented default")
            return values[ObjectIdentifier(ScrollContentOffsetAdjustmentBehavior.self)] as? ScrollContentOffsetAdjustmentBehavior
                ?? ScrollContentOffsetAdjustmentBehavior(notModelledPlaceholder: ())
        }
        set {
            ModelProblems.notModelled("Transaction.scrollContentOffsetAdjustmentBehavior", "kept, but no scroll view reads it")
            values[ObjectIdentifier(ScrollContentOffsetAdjustmentBehavior.self)] = newValue
        }
    }
}
