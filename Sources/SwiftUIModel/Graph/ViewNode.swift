import Observation

/// A view's place in the graph: it outlives the view values that pass through it, and holds what
/// must persist between them (state, the last value, children).
///
/// Identity is structural: a node is kept while a view of the same type arrives at the same path.
@MainActor
final class ViewNode {
    let identity: [IdentityComponent]
    let viewType: ObjectIdentifier
    private(set) var view: any View
    var environment: EnvironmentValues
    var children: [ViewNode] = []
    /// Persistent storage of dynamic properties (`@State`…), by the property's name.
    var storage: [String: AnyObject] = [:]
    /// Environment values this node's body read, with the values it saw.
    var environmentReads: [EnvironmentRead] = []
    /// Set when something the body read has changed; cleared when the body runs again.
    var isInvalidated = false
    /// Set when this node's body, while it ran, changed state the body reads (`UpdateLoopDetector`).
    var bodyChangedStateItReads = false
    /// On screen: its appear actions ran and its disappear actions have not (`Graph/ChildVisibility.swift`).
    var isOnScreen = false
    weak var graph: ViewGraph?
    weak var parent: ViewNode?

    init(identity: [IdentityComponent], view: any View, environment: EnvironmentValues, graph: ViewGraph?, parent: ViewNode?) {
        self.identity = identity
        self.viewType = ObjectIdentifier(type(of: view))
        self.view = view
        self.environment = environment
        self.graph = graph
        self.parent = parent
    }

    func replaceView(_ newView: any View) {
        view = newView
    }

    /// Marks this node as needing its body run, and tells the graph.
    func invalidate() {
        guard !isInvalidated else { return }
        isInvalidated = true
        graph?.scheduleUpdate()
    }

    var path: String { identity.map(\.description).joined(separator: "/") }
}

/// One environment value a body read, so that a later environment can be checked against it.
struct EnvironmentRead {
    /// True when the value at the same place in `environment` is still the one read.
    var isCurrent: (EnvironmentValues) -> Bool
}
