/// A scene the model draws itself (no `body`): a window group, or one it only reports.
@MainActor
protocol PrimitiveScene {
    /// The root view of the scene's window, nil for a scene the model does not launch.
    var windowRoot: (any View)? { get }
}
