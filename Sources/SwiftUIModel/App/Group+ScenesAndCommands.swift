// A group of scenes or of commands (SwiftUI's `extension Group : Scene where Content : Scene` and
// `extension Group : Commands where Content : Commands`): it gathers them without changing them,
// as a group of views does; the app sees through it to its scenes, a scene's commands to its
// menus and groups.

@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
extension Group: Scene where Content: Scene {
    public typealias Body = Never
    /// A group of scenes is a primitive: the app reads its content (`PrimitiveScene`).
    public var body: Never { fatalError("a Group of scenes is a primitive scene") }

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init(@SceneBuilder content: () -> Content) {
        self.content = content()
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
extension Group: PrimitiveScene where Content: Scene {
    var windowRoot: (any View)? { SceneRoot.root(of: content) }
}

@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
extension Group: Commands where Content: Commands {
    public typealias Body = Never
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init(@CommandsBuilder content: () -> Content) {
        self.content = content()
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
extension Group: PrimitiveCommands where Content: Commands {
    var commandEntries: [CommandsStructure.Entry] { CommandsStructure.entries(of: content) }
}
