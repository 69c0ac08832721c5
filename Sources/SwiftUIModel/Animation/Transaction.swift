import Foundation
import SystemModel

/// The context of a state change: the animation its changes run with, if any (SwiftUI's
/// `Transaction`). `withAnimation`/`withTransaction` make one for the changes their body makes;
/// `.animation(_:value:)`, `.animation(_:)` and `.transaction(_:)` change it for a part of the
/// view tree (`AnimationEngine`).
public struct Transaction: @unchecked Sendable {
    public var animation: Animation?
    /// "A Boolean value that indicates whether views should disable animations": implicit
    /// animations (`.animation(_:value:)`) do not replace this transaction's animation (Apple's
    /// documentation).
    public var disablesAnimations = false
    /// "A Boolean value that indicates whether the transaction originated from an action that
    /// produces a sequence of values" (a drag): the model keeps it, nothing reads it.
    public var isContinuous = false
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public var tracksVelocity: Bool {
        get { tracksVelocityValue }
        set { tracksVelocityValue = newValue }
    }
    var tracksVelocityValue = false

    /// When the change was made, on the run's clock (set when the transaction is opened).
    var time: Double?
    /// Completions to run when its animations end, with whether they wait for `.removed`.
    var completions: [(removed: Bool, action: () -> Void)] = []
    var values: [ObjectIdentifier: Any] = [:]

    public init() {}

    public init(animation: Animation?) {
        self.animation = animation
    }

    /// Adds a completion to run when the animations this transaction starts are done.
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public mutating func addAnimationCompletion(criteria: AnimationCompletionCriteria = .logicallyComplete, _ completion: @escaping () -> Void) {
        completions.append((criteria == .removed, completion))
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// A key for a custom value of a transaction (iOS 17).
@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
public protocol TransactionKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// Runs `body` with `transaction`: the state changes it makes animate as it says.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    var transaction = transaction
    transaction.time = AnimationEngine.shared.now
    AnimationEngine.shared.open(transaction)
    defer { AnimationEngine.shared.close() }
    return try body()
}

/// Runs `body` with a transaction whose `keyPath` is `value` (iOS 17).
@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
public func withTransaction<R, V>(_ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R) rethrows -> R {
    var transaction = Transaction()
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
}

/// "Returns the result of recomputing the view's body with the provided animation": the body
/// runs once, with the end values; what changes on screen animates (Apple's documentation;
/// `AnimationEngine`). The default is `Animation.default`.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
}

/// The same, and `completion` runs once the animations it started are done: with
/// `.logicallyComplete`, when they have logically completed; "if no animations are created, the
/// completion is called immediately after body" (Apple's documentation of
/// `withAnimation(_:completionCriteria:_:completion:)`).
@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
public func withAnimation<Result>(_ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result {
    var transaction = Transaction(animation: animation)
    transaction.completions.append((completionCriteria == .removed, completion))
    return try withTransaction(transaction, body)
}
