/// A part of an app's user interface with a life cycle managed by the system (Apple's Scene).
/// The model launches the first `WindowGroup` of an app's body; other scene types are declared
/// so that course code compiles, and say they are not modelled when the app is launched.
@MainActor
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

/// A scene that presents a group of identically structured windows. On iPhone, one window: the
/// content is the app's screen.
public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
    public typealias Body = Never
    let content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.content = content() }
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.content = content() }
    public init(id: String, @ViewBuilder content: () -> Content) { self.content = content() }
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0, deprecated: 18.0) Use the initializer which takes an escaping view builder instead.")
    public init(_ title: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) { self.content = content() }

    public var body: Never { fatalError("WindowGroup has no body") }
    var windowRoot: (any View)? { content }
}

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

/// A result builder for composing a collection of scenes into a single composite scene.
@resultBuilder
public enum SceneBuilder {
    public static func buildExpression<S: Scene>(_ scene: S) -> S { scene }
    public static func buildBlock<S: Scene>(_ content: S) -> S { content }
    public static func buildBlock<each S: Scene>(_ content: repeat each S) -> _TupleScene<(repeat each S)> {
        var scenes: [any Scene] = []
        repeat scenes.append(each content)
        return _TupleScene(scenes: scenes)
    }
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
