/// A way to read and write a value that lives elsewhere (state, an observable object…).
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    let get: () -> Value
    let set: (Value) -> Void
    /// Where the value lives, when known: two bindings to the same place compare equal.
    let identity: ObjectIdentifier?

    /// Apple's signature (iOS 26.2 interface): `@Sendable @isolated(any)` closures that inherit the
    /// caller's actor, so a view's closures may read its main-actor state.
    public init(@_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value, @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value) -> Void) {
        self.init(get: Binding.synchronous(get), set: Binding.synchronous(set), identity: nil)
    }

    /// The setter gets the transaction the change is made in: the one open (`withAnimation`,
    /// `withTransaction`, a binding's `animation(_:)` or `transaction(_:)`), else an empty one.
    public init(@_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value, @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value, Transaction) -> Void) {
        let set = Binding.synchronous(set)
        self.init(get: Binding.synchronous(get), set: { newValue in set(newValue, AnimationEngine.shared.current ?? Transaction()) }, identity: nil)
    }

    /// The model's own bindings (not Apple's: internal), with closures that need not be `Sendable`.
    init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.init(get: get, set: set, identity: nil)
    }

    /// Calls an `@isolated(any)` closure synchronously, as SwiftUI does: a binding is read and
    /// written on the main actor, where the closures of views are isolated. An `@isolated(any)`
    /// function value has the layout of a plain one (its isolation is kept in its context), so the
    /// cast only drops the static isolation; `BindingInitialiserTests` calls both kinds through it.
    private static func synchronous<Result>(_ body: @escaping @isolated(any) @Sendable () -> Result) -> () -> Result {
        unsafeBitCast(body, to: (@Sendable () -> Result).self)
    }

    private static func synchronous<A, Result>(_ body: @escaping @isolated(any) @Sendable (A) -> Result) -> (A) -> Result {
        unsafeBitCast(body, to: (@Sendable (A) -> Result).self)
    }

    private static func synchronous<A, B, Result>(_ body: @escaping @isolated(any) @Sendable (A, B) -> Result) -> (A, B) -> Result {
        unsafeBitCast(body, to: (@Sendable (A, B) -> Result).self)
    }

    init(get: @escaping () -> Value, set: @escaping (Value) -> Void, identity: ObjectIdentifier?) {
        self.get = get
        self.set = set
        self.identity = identity
    }

    public init(projectedValue: Binding<Value>) { self = projectedValue }

    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let get = self.get, set = self.set
        return Binding<Subject>(get: { get()[keyPath: keyPath] }, set: { newValue in
            var value = get()
            value[keyPath: keyPath] = newValue
            set(value)
        }, identity: identity)
    }
}

/// Projections of another binding (OpenSwiftUI's `BindingOperations`, read for the facts: writing
/// `nil` through the optional projection leaves the base as it was; writing through the
/// `AnyHashable` projection casts back to the base's type, and traps on another type).
extension Binding {
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { newValue in
            guard let newValue else { return }
            base.wrappedValue = newValue
        }, identity: base.identity)
    }

    public init<V>(_ base: Binding<V>) where Value == AnyHashable, V: Hashable {
        self.init(get: { AnyHashable(base.wrappedValue) }, set: { base.wrappedValue = $0.base as! V }, identity: base.identity)
    }
}

extension Binding: DynamicProperty {}
