import CourseCheckProtocol
import Foundation

/// How lazy containers (LazyVStack, LazyHStack, LazyVGrid) build only the rows that are on screen,
/// as Apple documents them: "The stack is 'lazy,' in that the stack view doesn't create items until
/// it needs to render them onscreen."
///
/// A lazy container hands its `ForEach`es a budget of rows through the environment. A ForEach
/// makes children for the first `limit` elements only, and registers itself with the budget. When
/// the container is placed and its last built row ends before the end of the visible screen while
/// elements remain, it raises the limit by an estimate (rows of the average height so far, plus
/// one) and invalidates the ForEach nodes; the host then updates the graph and lays the screen out
/// again (see `HostSession.layOut`), until the screen is filled or every row is built. The model
/// does not scroll, so "visible" is the device's screen.
@MainActor
final class LazyRowBudget {
    /// Rows the ForEaches may build, in all.
    private(set) var limit: Int
    /// Each ForEach's last take: its node, the elements it was given and the rows it built. A
    /// ForEach can be rebuilt alone (when the budget grows); its take then replaces its old one.
    private var takes: [(node: WeakNode, id: ObjectIdentifier, offered: Int, built: Int)] = []
    private var raisedSinceBuild = false

    /// Elements the ForEaches were given, and rows they built.
    var offered: Int { takes.reduce(0) { $0 + $1.offered } }
    var built: Int { takes.reduce(0) { $0 + $1.built } }

    /// A first guess: enough rows to be sure of filling nothing more than the first screen.
    nonisolated static let initialLimit = 4

    /// The lazy container's node. Only ForEaches whose rows are the container's own rows (no
    /// other container between them, see `LayoutContainer`) take from the budget.
    private weak var container: ViewNode?

    init(container: ViewNode, limit: Int = LazyRowBudget.initialLimit) {
        self.container = container
        self.limit = limit
    }

    /// Whether a ForEach at `node` makes rows of the container itself.
    func isDirectlyInContainer(_ node: ViewNode) -> Bool {
        var current = node.parent
        while let ancestor = current, ancestor !== container {
            if ViewGraph.builtinView(ancestor.view) is any LayoutContainer { return false }
            current = ancestor.parent
        }
        return current != nil
    }

    /// Called when the container's children are made again.
    func beginBuild() {
        takes = []
        raisedSinceBuild = false
    }

    /// How many of `count` elements a ForEach (its graph node `node`) may build now.
    func take(_ count: Int, for node: ViewNode) -> Int {
        let id = ObjectIdentifier(node)
        takes.removeAll { $0.id == id }
        let allowed = min(count, max(limit - built, 0))
        takes.append((WeakNode(node), id, count, allowed))
        raisedSinceBuild = false
        return allowed
    }

    var report: String { "\(built) of \(offered)" }

    /// After placement: asks for more rows when the built ones end before `visibleEnd`.
    func placed(rowsEnd: CGFloat, start: CGFloat, visibleEnd: CGFloat) {
        guard !raisedSinceBuild, built < offered, rowsEnd < visibleEnd else { return }
        let average = max((rowsEnd - start) / CGFloat(max(built, 1)), 1)
        let more = Int(((visibleEnd - rowsEnd) / average).rounded(.up)) + 1
        limit = built + more
        raisedSinceBuild = true
        for take in takes { take.node.node?.invalidate() }
    }
}

struct LazyRowBudgetKey: EnvironmentKey {
    static var defaultValue: LazyRowBudget? { nil }
}

extension EnvironmentValues {
    var lazyRowBudget: LazyRowBudget? {
        get { self[LazyRowBudgetKey.self] }
        set { self[LazyRowBudgetKey.self] = newValue }
    }
}

/// The part of the screen that is visible while a layout runs (the model never scrolls).
@MainActor
enum LayoutViewport {
    static var visible = CGRect(x: 0, y: 0, width: 402, height: 874)
    /// The screen's safe area while a layout runs (for views that extend into it).
    static var safeArea = CGRect(x: 0, y: 62, width: 402, height: 778)
}

/// A lazy container's budget, kept in its node across builds.
@MainActor
enum LazyContainers {
    static func budget(for node: ViewNode) -> LazyRowBudget {
        if let existing = node.storage["lazy.rows"] as? LazyRowBudget { return existing }
        let made = LazyRowBudget(container: node)
        node.storage["lazy.rows"] = made
        return made
    }
}

/// Builtin views that lay their content out in a container of their own (stacks, buttons,
/// lists…): a ForEach inside one makes that container's children, not a lazy container's rows.
protocol LayoutContainer {}

extension VStack: LayoutContainer {}
extension HStack: LayoutContainer {}
extension ZStack: LayoutContainer {}
extension ScrollView: LayoutContainer {}
extension List: LayoutContainer {}
extension Button: LayoutContainer {}
extension Link: LayoutContainer {}
extension Label: LayoutContainer {}
extension Menu: LayoutContainer {}
extension Toggle: LayoutContainer {}
extension Stepper: LayoutContainer {}
extension NavigationStack: LayoutContainer {}
extension GeometryReader: LayoutContainer {}
extension LazyVStack: LayoutContainer {}
extension LazyHStack: LayoutContainer {}
extension LazyVGrid: LayoutContainer {}

extension LazyContainers {
    /// Tells a budget where the built rows end along `axis`.
    static func placed(_ budget: LazyRowBudget?, axis: Axis, bounds: CGRect, children: [DisplayNode]) {
        guard let budget else { return }
        let visible = LayoutViewport.visible
        let end = children.map { axis == .vertical ? $0.frame.maxY : $0.frame.maxX }.max() ?? (axis == .vertical ? bounds.minY : bounds.minX)
        budget.placed(rowsEnd: end, start: axis == .vertical ? bounds.minY : bounds.minX,
                      visibleEnd: axis == .vertical ? visible.maxY : visible.maxX)
    }

    /// A lazy container's content, with its budget in the environment, rebuilt from the start.
    static func content(_ content: some View, _ context: BuildContext) -> [ChildView] {
        let budget = budget(for: context.node)
        budget.beginBuild()
        return [ChildView(identity: .index(0), view: content.environment(\.lazyRowBudget, budget))]
    }

    /// The container's display node, reporting how many rows it built of how many it was given.
    static func node(kind: String, children: [DisplayNode], layout: any LayoutRule, context: BuildContext) -> DisplayNode {
        let node = DisplayNode(kind: kind, children: children, layout: layout)
        let budget = budget(for: context.node)
        if budget.offered > 0 { node.attributes.append((Attribute.Name.built, budget.report)) }
        return node
    }
}
