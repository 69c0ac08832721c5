import Observation

/// Makes bindings to the properties of an `@Observable` object (`$store.trips`).
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value> {
    public var wrappedValue: Value

    /// Apple's initialisers are in an extension where the value is an observable object (below).
    init(storing wrappedValue: Value) { self.wrappedValue = wrappedValue }

    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public var projectedValue: Bindable<Value> { self }

    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 },
                       identity: ObjectIdentifier(object as AnyObject))
    }
}

extension Bindable where Value: AnyObject, Value: Observable {
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init(wrappedValue: Value) { self.init(storing: wrappedValue) }

    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init(_ wrappedValue: Value) { self.init(storing: wrappedValue) }

    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }
}

extension Bindable: DynamicProperty {}

/// A bindable value is identified as the value it wraps (SwiftUICore's interface:
/// `extension Bindable: Identifiable where Value: Identifiable`, `typealias ID = Value.ID`).
extension Bindable: Identifiable where Value: Identifiable {
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public typealias ID = Value.ID

    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public var id: Value.ID { wrappedValue.id }
}
