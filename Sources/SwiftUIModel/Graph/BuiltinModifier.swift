/// Modifiers the model implements itself. The same three hooks as `BuiltinView`, applied to the
/// modified content; the content's units are each modified (a modifier on a list applies to each).
@MainActor
protocol BuiltinModifier {
    func childEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues
    /// Wraps one display unit of the content; the default leaves it as it is.
    func modify(_ unit: DisplayNode, context: BuildContext) -> DisplayNode
    /// Called each time the modifier's node is built (made, or updated with a new value).
    func didUpdate(_ node: ViewNode)
}

extension BuiltinModifier {
    func childEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues { environment }
    func modify(_ unit: DisplayNode, context: BuildContext) -> DisplayNode { unit }
    func didUpdate(_ node: ViewNode) {}
}
