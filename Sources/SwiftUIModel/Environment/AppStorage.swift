import Foundation

/// A value kept in the app's user defaults. Each run starts with empty defaults, as a freshly
/// installed app does, so the declared default is what is read until something is written.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let key: String
    let defaultValue: Value

    public init(wrappedValue: Value, _ key: String) where Value == Bool { self.key = key; defaultValue = wrappedValue }
    public init(wrappedValue: Value, _ key: String) where Value == Int { self.key = key; defaultValue = wrappedValue }
    public init(wrappedValue: Value, _ key: String) where Value == Double { self.key = key; defaultValue = wrappedValue }
    public init(wrappedValue: Value, _ key: String) where Value == String { self.key = key; defaultValue = wrappedValue }
    public init(wrappedValue: Value, _ key: String) where Value == URL { self.key = key; defaultValue = wrappedValue }
    public init(wrappedValue: Value, _ key: String) where Value == Data { self.key = key; defaultValue = wrappedValue }

    public var wrappedValue: Value {
        get { SimulatedDefaults.values[key] as? Value ?? defaultValue }
        nonmutating set { SimulatedDefaults.values[key] = newValue }
    }

    public var projectedValue: Binding<Value> {
        let key = self.key, defaultValue = self.defaultValue
        return Binding(get: { SimulatedDefaults.values[key] as? Value ?? defaultValue }, set: { SimulatedDefaults.values[key] = $0 })
    }
}

/// The app's user defaults for one run.
enum SimulatedDefaults {
    nonisolated(unsafe) static var values: [String: Any] = [:]
}
