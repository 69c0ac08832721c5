/// How the graph asks a view that has no body (Text, stacks, modifiers, lists) what it contains
/// and what it puts on the screen.
///
/// A builtin view names its child views (each with an identity component, for reconciliation) and
/// turns the display units its children produced into its own. The default is a *list*: the
/// children's units, concatenated — which is what TupleView, Group, ForEach and `if` are.
@MainActor
protocol BuiltinView {
    /// The views inside this one, in order, each with the identity it has among its siblings.
    func makeChildren(_ context: BuildContext) -> [ChildView]
    /// The environment the children see; the default passes it through unchanged.
    func childEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues
    /// What this view puts on the screen, given what each child put there.
    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode]
    /// Called after the graph built the view's node (made, or updated with a new value).
    func didBuild(_ node: ViewNode)
    /// What to call when the node appears and disappears, if anything.
    var lifecycle: (any LifecycleModifier)? { get }
}

extension BuiltinView {
    func childEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues { environment }
    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        children.flatMap { $0 }
    }
    func didBuild(_ node: ViewNode) {}
    var lifecycle: (any LifecycleModifier)? { nil }
}

/// A child view and its identity among its siblings.
struct ChildView {
    var identity: IdentityComponent
    var view: any View
}

/// What a builtin view can know while the graph builds it.
@MainActor
struct BuildContext {
    var environment: EnvironmentValues
    var node: ViewNode
}
