import Foundation
import SystemModel

/// `.animation(_:value:)`: "Applies the given animation to this view when the specified value
/// changes" (Apple's documentation) — to the changes of the view it modifies made in the same
/// update as the value's change. A transaction that `disablesAnimations` keeps its own animation.
struct ValueAnimationModifier<Value: Equatable>: ViewModifier, BuiltinModifier, ValueAnimating {
    let animation: Animation?
    let value: Value
    typealias Body = Never

    final class Record {
        var value: Value
        /// The engine's generation in which the value last changed, and when (clock seconds).
        var changedGeneration = -1
        var changedAt = 0.0
        init(_ value: Value) { self.value = value }
    }

    func didUpdate(_ node: ViewNode) {
        let key = "animation.value"
        if let record = node.storage[key] as? Record {
            if record.value != value {
                record.value = value
                record.changedGeneration = AnimationEngine.shared.generation
                record.changedAt = AnimationEngine.shared.now
            }
        } else {
            node.storage[key] = Record(value)
        }
    }

    /// While the views below are updated (before `didUpdate`), whether this update changes the
    /// value: then the animation (`.some(nil)`: changed, with no animation).
    func pendingAnimation(on node: ViewNode) -> Animation?? {
        guard let record = node.storage["animation.value"] as? Record, record.value != value else { return nil }
        return .some(animation)
    }

    func modify(_ unit: DisplayNode, context: BuildContext) -> DisplayNode {
        guard let record = context.node.storage["animation.value"] as? Record else { return unit }
        let animation = self.animation
        unit.animation.transactionRules.append(TransactionRule { transaction, generation, _ in
            guard record.changedGeneration == generation else { return }
            var changed = transaction ?? Transaction()
            if changed.time == nil { changed.time = record.changedAt }
            if !changed.disablesAnimations { changed.animation = animation }
            transaction = changed
        })
        return unit
    }
}

/// `.animation(_:)` without a value (deprecated in iOS 15): every change of the view animates.
struct ImplicitAnimationModifier: ViewModifier, BuiltinModifier {
    let animation: Animation?
    typealias Body = Never

    func modify(_ unit: DisplayNode, context: BuildContext) -> DisplayNode {
        let animation = self.animation
        unit.animation.transactionRules.append(TransactionRule { transaction, _, _ in
            var changed = transaction ?? Transaction()
            if !changed.disablesAnimations { changed.animation = animation }
            transaction = changed
        })
        return unit
    }
}

/// `.transaction(_:)`: "Applies the given transaction mutation function to all animations used
/// within the view" (Apple's documentation).
struct TransactionModifier: ViewModifier, BuiltinModifier {
    let transform: (inout Transaction) -> Void
    typealias Body = Never

    func modify(_ unit: DisplayNode, context: BuildContext) -> DisplayNode {
        let transform = self.transform
        unit.animation.transactionRules.append(TransactionRule { transaction, _, _ in
            var changed = transaction ?? Transaction()
            transform(&changed)
            transaction = changed
        })
        return unit
    }
}

extension View {
    /// Animates the view's changes made when `value` changes.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(ValueAnimationModifier(animation: animation, value: value))
    }

    /// Xcode: "'animation' was deprecated in iOS 15.0: Use withAnimation or animation(_:value:)
    /// instead." (docs/FACTS.md; REFERENCE-BREADTH §13).
    /// Apple's is `@_disfavoredOverload`: for an `Equatable` view the overload below wins.
    @available(*, deprecated, message: "@available(iOS, deprecated: 15.0) Use withAnimation or animation(_:value:) instead.")
    @_disfavoredOverload
    public func animation(_ animation: Animation?) -> some View {
        modifier(ImplicitAnimationModifier(animation: animation))
    }

    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(TransactionModifier(transform: transform))
    }

    /// The form that applies only when `value` changes (iOS 17).
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func transaction(value: some Equatable, _ transform: @escaping (inout Transaction) -> Void) -> some View {
        // The model applies it to every change of the view, not only those of `value`'s update.
        ModelProblems.notModelled("transaction(value:_:)", "it applies to every change of the view, not only when the value changes")
        return modifier(TransactionModifier(transform: transform))
    }
}

extension Binding {
    /// "Specifies an animation to perform when the binding value changes" (Apple's documentation):
    /// setting it runs the change in `withAnimation(animation)`.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        let get = self.get, set = self.set
        return Binding(get: get, set: { newValue in withAnimation(animation) { set(newValue) } }, identity: identity)
    }

    /// Runs changes in `transaction`.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        let get = self.get, set = self.set
        return Binding(get: get, set: { newValue in withTransaction(transaction) { set(newValue) } }, identity: identity)
    }
}

/// A modifier that animates what is below it when its value changes (`animation(_:value:)`),
/// asked by `AnimatableViews` while the views below it are updated.
@MainActor
protocol ValueAnimating {
    func pendingAnimation(on node: ViewNode) -> Animation??
}

/// A view with a modifier (`ModifiedContent`), whatever its types.
protocol ModifierCarrier {
    var anyModifier: Any { get }
}

extension ModifiedContent: ModifierCarrier {
    var anyModifier: Any { modifier }
}

extension View where Self: Equatable {
    /// An `Equatable` view's changes animate (iOS 15, not deprecated: Apple's interface declares
    /// it beside the deprecated overload, in `extension View where Self : Equatable`); the model
    /// animates them as the deprecated overload does.
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func animation(_ animation: Animation?) -> some View {
        modifier(ImplicitAnimationModifier(animation: animation))
    }
}
