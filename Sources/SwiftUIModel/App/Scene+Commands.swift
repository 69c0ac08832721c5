/// A scene's commands: on iPad the menu bar and the keyboard-shortcut list the Command key shows,
/// neither of which the model has. The scene's window is shown as without them; the commands are
/// built (`CommandsStructure`) and the run says they are not shown.
extension Scene {
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public func commands<Content>(@CommandsBuilder content: () -> Content) -> some Scene where Content: Commands {
        _SceneWithCommands(base: self, commands: content(), api: "Scene.commands(content:)")
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func commandsReplaced<Content>(@CommandsBuilder content: () -> Content) -> some Scene where Content: Commands {
        _SceneWithCommands(base: self, commands: content(), api: "Scene.commandsReplaced(content:)")
    }
}

/// A scene with commands: its window is the base scene's; launching it reports the commands.
public struct _SceneWithCommands<Base: Scene, Content: Commands>: Scene, PrimitiveScene {
    public typealias Body = Never
    let base: Base
    let commands: Content
    let api: String
    public var body: Never { fatalError("_SceneWithCommands has no body") }

    var windowRoot: (any View)? {
        let entries = CommandsStructure.entries(of: commands)
        ModelProblems.notModelled(api, "the iPad menu bar and keyboard-shortcut list are not modelled: \(entries.count) menu(s) and group(s) are not shown")
        return SceneRoot.root(of: base)
    }
}
