/// Environment written on a scene reaches every view of its windows: the model applies the view
/// modifier of the same name to the window's content.
extension Scene {
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene {
        _transformingWindowContent { $0.environment(keyPath, value) }
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some Scene {
        _transformingWindowContent { $0.transformEnvironment(keyPath, transform: transform) }
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func environment<T>(_ object: T?) -> some Scene where T: AnyObject, T: Observable {
        _transformingWindowContent { $0.environment(object) }
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func environmentObject<T>(_ object: T) -> some Scene where T: ObservableObject {
        _transformingWindowContent { $0.environmentObject(object) }
    }
}
