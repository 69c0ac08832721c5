/// A way to read and write a value that lives elsewhere (state, an observable object…).
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    let get: () -> Value
    let set: (Value) -> Void
    /// Where the value lives, when known: two bindings to the same place compare equal.
    let identity: ObjectIdentifier?

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.init(get: get, set: set, identity: nil)
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
