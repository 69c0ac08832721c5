/// Values the focused view publishes to the rest of its scene (`focusedValue(_:_:)`,
/// `focusedSceneValue(_:_:)`), read with `@FocusedValue`, `@FocusedBinding` and `@FocusedObject`,
/// as menu commands and a window's other views do on Apple's platforms.
///
/// The model has focus (`FocusState`: which field has the keyboard) but does not pass values from
/// the focused view's ancestors to readers elsewhere: the publishing modifiers report themselves,
/// and so do the readers, which read nil. `FocusedValues` itself is storage that behaves, so that
/// the keys code declares in an extension (`self[Key.self]`, `@Entry`) compile and work.
@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
public protocol FocusedValueKey {
    associatedtype Value
}

@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
public struct FocusedValues {
    private var values: [ObjectIdentifier: Any] = [:]

    init() {}

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public subscript<Key>(key: Key.Type) -> Key.Value? where Key : FocusedValueKey {
        get { values[ObjectIdentifier(key)].map { $0 as! Key.Value } }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// Storage for `@Entry` properties (the macro expands to this subscript, as it does in
    /// `EnvironmentValues`): the value written, or else the default (nil for a focused value).
    public subscript<K: _EntryKey, V>(key: K.Type, default make: @autoclosure () -> V) -> V {
        get { values[ObjectIdentifier(key)].map { $0 as! V } ?? make() }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// Apple's focused values are `Equatable` (iOS 15); how it compares values of any type is not
/// documented. The model compares which keys are set and reports that the values are not compared.
@available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
extension FocusedValues: Equatable {
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static func == (lhs: FocusedValues, rhs: FocusedValues) -> Bool {
        ModelProblems.notModelled("FocusedValues.==", "compares which keys are set, not their values (how SwiftUI compares them is not documented)")
        return Set(lhs.values.keys) == Set(rhs.values.keys)
    }
}

@available(*, deprecated, message: "the model's own use of API whose availability is data")
enum FocusedValueReaders {
    static func reportRead(_ api: String) {
        ModelProblems.notModelled(api, "reads nil: the model does not pass values from the focused view (focusedValue, focusedSceneValue, focusedObject) to the views that read them")
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {}

    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init(_ objectType: Value.Type) where Value : AnyObject, Value : Observable {}

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public var wrappedValue: Value? {
        FocusedValueReaders.reportRead("FocusedValue")
        return nil
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {}

    /// Reads nil; a write goes nowhere, as on Apple's platforms when nothing focused publishes a binding.
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public var wrappedValue: Value? {
        get {
            FocusedValueReaders.reportRead("FocusedBinding")
            return nil
        }
        nonmutating set { FocusedValueReaders.reportRead("FocusedBinding") }
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public var projectedValue: Binding<Value?> {
        FocusedValueReaders.reportRead("FocusedBinding")
        return .constant(nil)
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
@MainActor @preconcurrency
@propertyWrapper
public struct FocusedObject<ObjectType>: DynamicProperty where ObjectType : ObservableObject {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init() {}

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public var wrappedValue: ObjectType? {
        FocusedValueReaders.reportRead("FocusedObject")
        return nil
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public var projectedValue: FocusedObject<ObjectType>.Wrapper? {
        FocusedValueReaders.reportRead("FocusedObject")
        return nil
    }

    /// Bindings to the focused object's properties (`$object.name`).
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    @MainActor @preconcurrency @dynamicMemberLookup
    public struct Wrapper {
        let root: ObjectType

        @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
        public subscript<T>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, T>) -> Binding<T> {
            let root = self.root
            return Binding(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
        }
    }
}
