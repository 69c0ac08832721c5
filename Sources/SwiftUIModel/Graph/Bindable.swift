import Observation

/// Makes bindings to the properties of an `@Observable` object (`$store.trips`).
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value> {
    public var wrappedValue: Value

    public init(wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public var projectedValue: Bindable<Value> { self }

    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 },
                       identity: ObjectIdentifier(object as AnyObject))
    }
}

extension Bindable: DynamicProperty {}
