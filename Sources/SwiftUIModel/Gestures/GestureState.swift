import Foundation

/// A property that a gesture updates while it runs and that goes back to its initial value
/// when the gesture ends or is cancelled (SwiftUI's `GestureState`). Kept by the graph like
/// `@State`; the reset runs in `resetTransaction` (none by default).
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    let box: StateBox<Value>
    let initial: Value
    let resetTransaction: (Value) -> Transaction

    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, resetTransaction: Transaction())
    }

    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue, resetTransaction: Transaction())
    }

    public init(wrappedValue: Value, resetTransaction: Transaction) {
        box = StateBox(initial: { wrappedValue })
        initial = wrappedValue
        self.resetTransaction = { _ in resetTransaction }
    }

    public init(initialValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
    }

    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        box = StateBox(initial: { wrappedValue })
        initial = wrappedValue
        resetTransaction = { value in
            var transaction = Transaction()
            reset(value, &transaction)
            return transaction
        }
    }

    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: initialValue, reset: reset)
    }

    public var wrappedValue: Value { box.value }

    public var projectedValue: GestureState<Value> { self }

    /// Back to the initial value, in the reset transaction.
    func reset() {
        let transaction = resetTransaction(box.value)
        withTransaction(transaction) { box.value = initial }
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil, resetTransaction: resetTransaction)
    }

    public init(reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: nil, reset: reset)
    }
}
