import Foundation

/// A key for a value in the environment, with its default.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The values that flow down the view tree: each view sees what its ancestors set, the nearest
/// setting winning. Stored by key type; objects (`environment(_:)`) are stored by their static type.
public struct EnvironmentValues: CustomStringConvertible {
    private var values: [ObjectIdentifier: Any] = [:]
    private var objects: [ObjectIdentifier: AnyObject] = [:]
    /// Every value written, in order, for the description.
    private var writes: [(key: Any.Type, value: Any)] = []

    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)].map { $0 as! K.Value } ?? K.defaultValue }
        set {
            values[ObjectIdentifier(key)] = newValue
            writes.append((key, newValue))
        }
    }

    /// The `Observable` object of this type that a view above put in the environment
    /// (`environment(_:)`), or nil; writing one puts it there for the views below.
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public subscript<T: AnyObject & Observable>(objectType: T.Type) -> T? {
        get { object(of: objectType) as? T }
        set { setObject(newValue, as: objectType) }
    }

    /// Whether a view above wrote this key (its default is read otherwise).
    func hasWritten<K: EnvironmentKey>(_ key: K.Type) -> Bool { values[ObjectIdentifier(key)] != nil }

    func object(of type: Any.Type) -> AnyObject? { objects[ObjectIdentifier(type)] }

    mutating func setObject(_ object: AnyObject?, as type: Any.Type) {
        objects[ObjectIdentifier(type)] = object
    }

    /// Each value written, newest first, an earlier write of the same key still listed:
    /// `[EnvironmentPropertyKey<IntKey> = 1, EnvironmentPropertyKey<BoolKey> = true,
    /// EnvironmentPropertyKey<BoolKey> = false]` (OpenSwiftUI's EnvironmentValuesCompatibilityTests,
    /// run against SwiftUI, commit 069dd80). The objects `environment(_:)` files are not listed:
    /// no source gives how SwiftUI describes them.
    public var description: String {
        let entries = writes.reversed().map { "EnvironmentPropertyKey<\(_typeName($0.key, qualified: false))> = \($0.value)" }
        return "[" + entries.joined(separator: ", ") + "]"
    }
}
