/// The key type `@Entry` generates for each entry.
public protocol _EntryKey {}

extension EnvironmentValues {
    /// Storage for `@Entry` properties: the value set for the key, or else the default, evaluated
    /// on every read (SwiftUI documents `@Entry` defaults as computed).
    public subscript<K: _EntryKey, V>(key: K.Type, default make: @autoclosure () -> V) -> V {
        get { self[_EntryStorage<K, V>.self] ?? make() }
        set { self[_EntryStorage<K, V>.self] = newValue }
    }
}

/// An environment key holding an entry's value once one is set.
enum _EntryStorage<K: _EntryKey, V>: EnvironmentKey {
    static var defaultValue: V? { nil }
}
