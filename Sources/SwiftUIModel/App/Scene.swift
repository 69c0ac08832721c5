/// A part of an app's user interface with a life cycle managed by the system (Apple's Scene).
/// The model launches the first `WindowGroup` of an app's body; other scene types are declared
/// so that course code compiles, and say they are not modelled when the app is launched.
@MainActor
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

/// Scenes side by side in an app's body.
public struct _TupleScene<T>: Scene, PrimitiveScene {
    public typealias Body = Never
    let scenes: [any Scene]
    public var body: Never { fatalError() }
    var windowRoot: (any View)? { scenes.lazy.compactMap { SceneRoot.root(of: $0) }.first }
}

/// A scene the model declares but does not launch (a macOS settings window, a document group…).
public struct _UnmodelledScene: Scene, PrimitiveScene {
    public typealias Body = Never
    let name: String
    public var body: Never { fatalError() }
    var windowRoot: (any View)? { nil }
}

/// A result builder for composing a collection of scenes into a single composite scene, with
/// Apple's overloads: an `if` is allowed only around `#available` (`buildOptional` of a marked
/// scene), and an empty body is an error with Apple's message.
@resultBuilder
public struct SceneBuilder {
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: Scene { content }

    @available(*, unavailable, message: "Provide at leas one scene")
    public static func buildBlock() -> some Scene { _EmptyScene() }

    public static func buildBlock<Content>(_ content: Content) -> Content where Content: Scene { content }

    @_disfavoredOverload
    public static func buildBlock<each Content>(_ content: repeat each Content) -> some Scene where repeat each Content: Scene {
        var scenes: [any Scene] = []
        repeat scenes.append(each content)
        return _TupleScene<(repeat each Content)>(scenes: scenes)
    }
}

extension SceneBuilder {
    /// The scene an `if #available` made, or none when the release lacks it (the model runs every
    /// release's branch: on Linux `#available` is always true).
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static func buildOptional(_ scene: (any Scene & _LimitedAvailabilitySceneMarker)?) -> some Scene {
        _LimitedAvailabilityScene(base: scene ?? _EmptyScene())
    }

    @available(*, unavailable, message: "if statements in a SceneBuilder can only be used with #available clauses")
    public static func buildOptional<S>(_ scene: S?) where S: Scene {}

    @available(*, deprecated, message: "@available(iOS, introduced: 16.1)")
    public static func buildLimitedAvailability(_ scene: some Scene) -> any Scene & _LimitedAvailabilitySceneMarker {
        _LimitedAvailabilityScene(base: scene)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0, deprecated: 14.0, obsoleted: 16.1) this code may crash on earlier versions of the OS; specify '#available(iOS 16.1, *)' or newer instead")
    @_disfavoredOverload
    public static func buildLimitedAvailability(_ scene: any Scene) -> any Scene & _LimitedAvailabilitySceneMarker {
        _LimitedAvailabilityScene(base: scene)
    }
}

/// Marks the scene an `if #available` in a scene builder makes (Apple's marker protocol).
@_marker public protocol _LimitedAvailabilitySceneMarker {}

/// A scene inside `if #available` (Apple's internal `LimitedAvailabilityScene`): its window is
/// the wrapped scene's.
public struct _LimitedAvailabilityScene: Scene, PrimitiveScene, _LimitedAvailabilitySceneMarker {
    public typealias Body = Never
    let base: any Scene
    public var body: Never { fatalError("_LimitedAvailabilityScene has no body") }
    var windowRoot: (any View)? { SceneRoot.root(of: base) }
}

/// No scene (Apple's internal `_EmptyScene`): what an `if #available` whose release is missing makes.
public struct _EmptyScene: Scene, PrimitiveScene {
    public typealias Body = Never
    nonisolated init() {}
    public var body: Never { fatalError("_EmptyScene has no body") }
    var windowRoot: (any View)? { nil }
}

enum SceneRoot {
    /// The view the scene's first window shows, looking through composed scenes.
    @MainActor static func root(of scene: any Scene) -> (any View)? {
        if let primitive = scene as? any PrimitiveScene { return primitive.windowRoot }
        return root(of: scene.body)
    }
}

/// A scene whose window content gets a view modifier (how scene modifiers such as SwiftData's
/// `.modelContainer` reach the views of the window).
public struct _ContentTransformingScene<Base: Scene>: Scene, PrimitiveScene {
    public typealias Body = Never
    let base: Base
    let transform: @MainActor (AnyView) -> any View
    public var body: Never { fatalError() }
    var windowRoot: (any View)? { SceneRoot.root(of: base).map { transform(AnyView(erasing: $0)) } }
}

extension Scene {
    /// Applies `transform` to the content of the scene's window.
    public func _transformingWindowContent(_ transform: @escaping @MainActor (AnyView) -> any View) -> _ContentTransformingScene<Self> {
        _ContentTransformingScene(base: self, transform: transform)
    }
}
