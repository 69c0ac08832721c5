import Observation
import SystemModel

/// The update graph: makes a node for each view, runs bodies when they must run, and skips them
/// when they need not.
///
/// Rules (sources: WWDC21 "Demystify SwiftUI", WWDC23 "Demystify SwiftUI performance", OpenSwiftUI):
/// - A body runs when its view is new, when its inputs changed (see `ViewComparer`), or when
///   something it read changed: its state, an environment value, an observed property.
/// - A parent's body makes its children again every time it runs (their `init`s run); each child is
///   then compared with its old value and its body skipped if nothing changed.
/// - Pending work is kept on a stack, so siblings are visited last to first, depth first. This is the
///   order the course's consoles show (a later sibling's body and task run before an earlier one's).
@MainActor
final class ViewGraph {
    private(set) var root: ViewNode?
    var rootEnvironment: EnvironmentValues
    let comparer = ViewComparer()
    /// A body's input changed (`ViewNode.invalidate`).
    private var invalidated = false
    /// @State changes not yet committed, by transaction (`StateCommits`).
    var stateCommits = StateCommits()
    /// Something is left to update: invalidated nodes or uncommitted state.
    var needsUpdate: Bool { invalidated || !stateCommits.isEmpty }
    /// Nodes made and removed during an update; their appear/disappear actions run after it.
    var lifecycle = LifecycleEvents()
    /// Tasks that views started (`.task`), for the host to wait on.
    var tasks: [RunningTask] = []
    /// Bodies that changed their own state while they ran, in this update.
    private var loops = UpdateLoopDetector()

    init(environment: EnvironmentValues) {
        rootEnvironment = environment
        lifecycle.onFlush = { [weak self] entries, disappeared, disappearedLast in
            // Disappearances first, then appearances and actions in the order they arose; views
            // removed with a transition other than `.identity` disappear after them
            // (`LifecycleEvents`).
            for node in disappeared { Self.builtinView(node.view)?.lifecycle?.disappeared(node) }
            var appeared: [ViewNode] = []
            for entry in entries {
                switch entry {
                case .appeared(let node):
                    appeared.append(node)
                    Self.builtinView(node.view)?.lifecycle?.appeared(node)
                case .action(let action):
                    action()
                }
            }
            for node in disappearedLast { Self.builtinView(node.view)?.lifecycle?.disappeared(node) }
            self?.updateAppearances(except: appeared)
        }
    }

    /// Called once the first tree is built, before its `onAppear` actions run (the host draws the
    /// first frame then, so that what they change in an animation animates from it).
    var onMounted: (() -> Void)?

    func mount(_ view: any View) {
        // A block the program queued on the main queue is a turn of the run loop: what it
        // changed is updated when it ends (`MainQueueTurns`).
        MainQueueTurns.afterTurn = { [weak self] in self?.update() }
        let node = makeNode(identity: [], view: view, environment: rootEnvironment, parent: nil)
        root = node
        build(node)
        onMounted?()
        if node.isOnScreen { lifecycle.appeared(node) }
        lifecycle.flush()
        // What the appear actions changed is updated in the same turn, before work they queued on
        // the main queue runs: OpenSwiftUI's ValueActionModifierCompatibilityTests (run against
        // SwiftUI, commit 069dd80) see `onChange` get 0 → 1 for a value onAppear set to 1, then
        // 1 → 2 for the 2 its `DispatchQueue.main.async` block set.
        update()
    }

    func scheduleUpdate() { invalidated = true }

    /// Runs every body that must run until nothing is left invalidated: one round per
    /// transaction's state changes, each committed before its round (`StateCommits`).
    func update() {
        var rounds = 0
        while needsUpdate, let root, rounds < 100 {
            rounds += 1
            stateCommits.commitNext()
            invalidated = false
            refresh(root)
            lifecycle.flush()
        }
        loops.reset()
    }

    // MARK: - Building

    private func makeNode(identity: [IdentityComponent], view: any View, environment: EnvironmentValues, parent: ViewNode?) -> ViewNode {
        let node = ViewNode(identity: identity, view: view, environment: environment, graph: self, parent: parent)
        // A node made where a container keeps it off screen (a hidden tab, a column under a
        // pushed one) appears when the container shows it (`ChildVisibility`). One made on
        // screen appears once its subtree is built (`reconcile`, `mount`).
        if node.isShownByAncestors { node.isOnScreen = true }
        return node
    }

    /// Evaluates a node from scratch: its body if it has one, its children if it is builtin.
    private func build(_ node: ViewNode) {
        if let builtin = Self.builtinView(node.view) {
            // A builtin that invalidated itself (a tab chosen, a row swiped) is now built again.
            node.isInvalidated = false
            let context = BuildContext(environment: node.environment, node: node)
            // A builtin's children are made by closures its owner's body wrote (ForEach's content,
            // a stack's builder): what they read is the owner's to depend on.
            let children = BodyEvaluation.attributing(to: owner(of: node)) { builtin.makeChildren(context) }
            // Under `.equatable()` the comparison already happened, with `==`: the content is not compared again.
            let force = builtin is any EquatableViewWrapper
            reconcile(node, with: children, environment: builtin.childEnvironment(node.environment), force: force)
            builtin.didBuild(node)
        } else {
            runBody(node)
        }
    }

    /// The nearest view above `node` (or `node` itself) that has a body: whose code made it.
    private func owner(of node: ViewNode) -> ViewNode? {
        var current: ViewNode? = node
        while let candidate = current {
            if Self.builtinView(candidate.view) == nil { return candidate }
            current = candidate.parent
        }
        return nil
    }

    private func runBody(_ node: ViewNode) {
        node.isInvalidated = false
        node.bodyChangedStateItReads = false
        let waiting = stateCommits.count
        let body = BodyEvaluation.run(node)
        // A body that changed what it read is run again, once its change is committed, or at once
        // where the change needed no commit (`UpdateLoopDetector`); a loop's last change is dropped.
        if node.bodyChangedStateItReads || node.isInvalidated, !loops.bodyInvalidatedItself(node) {
            node.isInvalidated = false
            stateCommits.discard(keeping: waiting)
        }
        reconcile(node, with: [ChildView(identity: .body, view: body)], environment: node.environment)
    }

    /// Brings a node up to date with a new value of its view, or skips it if nothing changed.
    /// `newView` nil means the parent was skipped and only the environment is being passed down.
    private func update(_ node: ViewNode, with newView: (any View)?, environment: EnvironmentValues, force: Bool = false) {
        let environmentChanged = node.environmentReads.contains { !$0.isCurrent(environment) }
        var same = true
        if let newView {
            same = !force && comparer.isSame(old: node.view, new: newView)
            // An `Animatable` view whose data changes in an animation (`AnimatableViews`).
            if !same { AnimatableViews.viewWillChange(node, old: node.view, new: newView) }
            node.replaceView(newView)
        }
        node.environment = environment
        if same && !environmentChanged && !node.isInvalidated {
            // Skipped: the children keep their values but see the new environment.
            propagate(environment: environment, below: node)
            return
        }
        build(node)
    }

    /// Passes an environment down through a skipped node, waking only the nodes that read a value that changed.
    private func propagate(environment: EnvironmentValues, below node: ViewNode) {
        let childEnvironment = Self.builtinView(node.view)?.childEnvironment(environment) ?? environment
        for child in node.children.reversed() {
            update(child, with: nil, environment: childEnvironment)
        }
    }

    /// Matches the new children with the old ones by identity and type; new ones are made, missing
    /// ones removed. Visited last to first (see the type's documentation).
    private func reconcile(_ node: ViewNode, with children: [ChildView], environment: EnvironmentValues, force: Bool = false) {
        var old = node.children
        var result: [ViewNode?] = Array(repeating: nil, count: children.count)
        for (index, child) in children.enumerated().reversed() {
            let type = ObjectIdentifier(Swift.type(of: child.view))
            if let match = old.firstIndex(where: { $0.identity.last == child.identity && $0.viewType == type }) {
                let existing = old.remove(at: match)
                update(existing, with: child.view, environment: environment, force: force)
                result[index] = existing
            } else {
                let made = makeNode(identity: node.identity + [child.identity], view: child.view, environment: environment, parent: node)
                build(made)
                if made.isOnScreen { lifecycle.appeared(made) }
                result[index] = made
            }
        }
        for gone in old { remove(gone, afterInsertions: !Self.leavesWithoutTransition(gone)) }
        node.children = result.compactMap { $0 }
    }

    private func remove(_ node: ViewNode, afterInsertions: Bool) {
        for child in node.children { remove(child, afterInsertions: afterInsertions) }
        if node.isOnScreen {
            node.isOnScreen = false
            lifecycle.disappeared(node, afterInsertions: afterInsertions)
        }
        node.graph = nil
    }

    /// Whether a removed view leaves at once: its removal transition, the outermost one on its
    /// single-view chain, is `.identity`. Without one it has SwiftUI's default, `.opacity`
    /// (OpenSwiftUI TransitionTraitKey.swift).
    static func leavesWithoutTransition(_ node: ViewNode) -> Bool {
        var current: ViewNode? = node
        while let candidate = current {
            if let transition = (candidate.view as? any ModifierCarrying)?.carriedModifier as? TransitionModifier {
                return transition.spec.removal.isEmpty
            }
            current = candidate.children.count == 1 ? candidate.children[0] : nil
        }
        return false
    }

    /// Finds invalidated nodes, top down, and runs their bodies.
    private func refresh(_ node: ViewNode) {
        if node.isInvalidated {
            build(node)
            return
        }
        for child in node.children.reversed() { refresh(child) }
    }

    /// The view as a builtin, or nil when the graph must run a body (a custom view, or a view
    /// with a custom `ViewModifier`).
    static func builtinView(_ view: any View) -> (any BuiltinView)? {
        if let host = view as? any CustomModifierHost, host.isCustomModifier { return nil }
        return view as? any BuiltinView
    }

    // MARK: - The screen

    /// What the whole tree puts on the screen, computed bottom-up from each node's view.
    func displayTree() -> [DisplayNode] {
        guard let root else { return [] }
        return units(of: root)
    }

    /// Appearance modifiers that stayed on screen while their content changed: an `if` that
    /// became true makes them appear, content that became empty makes them disappear.
    private func updateAppearances(except justAppeared: [ViewNode]) {
        let skipped = Set(justAppeared.map(ObjectIdentifier.init))
        for node in allNodes() where node.isOnScreen && !skipped.contains(ObjectIdentifier(node)) && !node.isMadeAsSingleView {
            guard let lifecycle = Self.builtinView(node.view)?.lifecycle,
                  lifecycle is OnAppearModifier || lifecycle is OnDisappearModifier else { continue }
            let count = elementCount(of: node)
            if count > 0, !AppearanceState.isVisible(node) { lifecycle.appeared(node) }
            if count == 0, AppearanceState.isVisible(node) { lifecycle.disappeared(node) }
        }
    }

    /// How many elements the node puts on screen (the views of its list, as a stack would count
    /// them): 0 for an `EmptyView` or an `if` whose condition is false.
    func elementCount(of node: ViewNode) -> Int { units(of: node).count }

    private func units(of node: ViewNode) -> [DisplayNode] {
        let children = node.children.map { units(of: $0) }
        // An animating `Animatable` builtin (a shape view) is drawn with its data of the moment.
        if let builtin = Self.builtinView(AnimatableViews.shownValue(of: node, frames: false)) {
            // A builtin that invalidated itself (a tab chosen, a row swiped) is now built again.
            node.isInvalidated = false
            let context = BuildContext(environment: node.environment, node: node)
            let units = builtin.makeUnits(children: children, context: context)
            // A stable key per unit, for animations (`AnimationEngine`).
            for (index, unit) in units.enumerated() where unit.animation.key == nil { unit.animation.key = node.path + "#\(index)" }
            return units
        }
        return children.flatMap { $0 }
    }

    /// Every node, depth first in screen order.
    func allNodes() -> [ViewNode] {
        var result: [ViewNode] = []
        func walk(_ node: ViewNode) {
            result.append(node)
            node.children.forEach(walk)
        }
        root.map(walk)
        return result
    }
}

/// What an update leaves to do when it ends, in the order it arose (SwiftUI's
/// `Update.enqueueAction`): nodes that appeared, each once its subtree was built (so nested views
/// appear deepest first), and actions such as `onChange`'s; and nodes that disappeared.
///
/// A view removed with a transition (every view has one: `.opacity` by default) disappears after
/// the views the same update inserted have appeared; one removed with `.transition(.identity)`,
/// or hidden by its container, before them. Source: OpenSwiftUI's compatibility tests, run
/// against SwiftUI (AppearanceActionModifierCompatibilityTests, commit 069dd80): when an `.id`
/// changes the new view appears before the old one disappears ("AFATDT…"), and under
/// `.transition(.identity)` after it ("AFDTAT…").
@MainActor
struct LifecycleEvents {
    enum Entry {
        case appeared(ViewNode)
        case action(() -> Void)
    }
    private(set) var entries: [Entry] = []
    private(set) var disappeared: [ViewNode] = []
    private(set) var disappearedLast: [ViewNode] = []
    var onFlush: ((_ entries: [Entry], _ disappeared: [ViewNode], _ disappearedLast: [ViewNode]) -> Void)?

    mutating func appeared(_ node: ViewNode) { entries.append(.appeared(node)) }
    mutating func enqueue(_ action: @escaping () -> Void) { entries.append(.action(action)) }
    mutating func disappeared(_ node: ViewNode, afterInsertions: Bool = false) {
        if afterInsertions { disappearedLast.append(node) } else { disappeared.append(node) }
    }

    mutating func flush() {
        let (e, d, l) = (entries, disappeared, disappearedLast)
        entries = []
        disappeared = []
        disappearedLast = []
        if !e.isEmpty || !d.isEmpty || !l.isEmpty { onFlush?(e, d, l) }
    }
}
