import Observation

/// Runs a view's body (or a view modifier's `body(content:)`) with its dynamic properties
/// installed and with Observation tracking on, so that the node is invalidated when anything the
/// body read changes.
@MainActor
enum BodyEvaluation {
    /// The node whose body is running: dynamic properties record what they read against it.
    private(set) static var current: ViewNode?

    static func run(_ node: ViewNode) -> any View {
        DynamicProperties.install(in: node.view, node: node)
        node.environmentReads = []
        let previous = current
        current = node
        defer { current = previous }
        // An animating `Animatable` view runs its body with its data part-way (`AnimatableViews`).
        let shown = AnimatableViews.shownValue(of: node)
        let body = withObservationTracking {
            evaluate(shown)
        } onChange: { [weak node] in
            // Observation calls this on the thread that changed the property; the model's
            // changes all happen on the main actor.
            MainActor.assumeIsolated { node?.invalidate() }
        }
        return body
    }

    /// Runs `work` (a builtin's child-making closures) as part of `owner`'s body: state and
    /// observed properties it reads invalidate `owner`.
    static func attributing<T>(to owner: ViewNode?, _ work: () -> T) -> T {
        guard let owner else { return work() }
        let previous = current
        current = owner
        defer { current = previous }
        return withObservationTracking(work) { [weak owner] in
            MainActor.assumeIsolated { owner?.invalidate() }
        }
    }

    private static func evaluate(_ view: any View) -> any View {
        if let modified = view as? any CustomModifierHost {
            return modified.evaluateModifierBody()
        }
        return bodyOf(view)
    }

    private static func bodyOf<V: View>(_ view: V) -> any View { view.body }
}
