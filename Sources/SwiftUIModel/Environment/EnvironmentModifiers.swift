import Foundation
import Observation

/// `.environment(\.key, value)`: the value reaches the modified view's contents, and below.
public struct _EnvironmentKeyWritingModifier<Value>: ViewModifier, BuiltinModifier {
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value
    public typealias Body = Never

    func childEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        var environment = environment
        environment[keyPath: keyPath] = value
        return environment
    }
}

/// `.transformEnvironment(\.key) { … }`: the modified view's contents, and below, see the value
/// the closure makes of the one above.
public struct _EnvironmentKeyTransformModifier<Value>: ViewModifier, BuiltinModifier {
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let transform: (inout Value) -> Void
    public typealias Body = Never

    func childEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        var environment = environment
        transform(&environment[keyPath: keyPath])
        return environment
    }
}

/// `.environment(object)`: files the object under the static type of the expression, `T`.
public struct _EnvironmentObjectWritingModifier<T: AnyObject>: ViewModifier, BuiltinModifier {
    let object: T?
    public typealias Body = Never

    func childEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        var environment = environment
        environment.setObject(object, as: T.self)
        return environment
    }
}

extension View {
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
    }

    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View {
        modifier(_EnvironmentKeyTransformModifier(keyPath: keyPath, transform: transform))
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(_EnvironmentObjectWritingModifier(object: object))
    }

    public func font(_ font: Font?) -> some View {
        environment(\.font, font)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }
}
