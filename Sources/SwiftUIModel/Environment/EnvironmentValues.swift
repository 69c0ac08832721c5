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

    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)].map { $0 as! K.Value } ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    func object(of type: Any.Type) -> AnyObject? { objects[ObjectIdentifier(type)] }

    mutating func setObject(_ object: AnyObject?, as type: Any.Type) {
        objects[ObjectIdentifier(type)] = object
    }

    public var description: String { "EnvironmentValues(\(values.count) values, \(objects.count) objects)" }
}
