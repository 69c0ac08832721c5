import Foundation

/// The state of one navigation stack: what is pushed over its root, and the destinations the
/// views inside it declared. Views reach it through the environment (`navigationContext`).
///
/// What is pushed, bottom to top: the path's values (each shown by the `navigationDestination(for:)`
/// declared for its type), then views pushed by `NavigationLink(destination:)`, then views a
/// `navigationDestination(isPresented:)` or `(item:)` presents while its binding says so.
@MainActor
final class NavigationModel {
    weak var node: ViewNode?
    /// The stack's own path, when it is not given one.
    var ownPath = NavigationPath()
    /// Where the path is read and changed (set each time the stack is built).
    var access: NavigationPathAccess?
    /// Views pushed by links with a view destination.
    /// Each made again when the stack is built (a collapsed split view's column shows the latest).
    private(set) var viewPushes: [(id: Int, make: @MainActor () -> any View)] = []
    private var nextPushID = 0
    /// The destinations declared for each type of value, latest first.
    private var destinations: [ObjectIdentifier: [Registration<(AnyHashable) -> any View>]] = [:]
    /// Views presented by bound destinations, by the declaring node's path.
    private var boundPushes: [String: Registration<BoundPush>] = [:]
    private var boundOrder: [String] = []
    /// The edit mode of each column (its `EditButton` and its lists share it).
    private var editModes: [Int: StateLocation<EditMode>] = [:]
    /// Each column's dismiss action's identity (`columnToken(_:)`).
    var columnTokens: [Int: EnvironmentActionToken] = [:]

    struct BoundPush {
        let view: any View
        let dismiss: @MainActor () -> Void
    }

    /// A declaration made by a view in the stack, kept while its node is in the graph.
    struct Registration<Value> {
        weak var node: ViewNode?
        var value: Value
        @MainActor var isLive: Bool { node?.graph != nil }
    }

    // MARK: - Declarations

    func registerDestination(for type: Any.Type, by node: ViewNode, _ make: @escaping (AnyHashable) -> any View) {
        let key = ObjectIdentifier(type)
        let isNew = !(destinations[key] ?? []).contains { $0.isLive }
        var list = (destinations[key] ?? []).filter { $0.isLive && $0.node !== node }
        list.insert(Registration(node: node, value: make), at: 0)
        destinations[key] = list
        // A value already on the path may have been waiting for this destination.
        if isNew { self.node?.invalidate() }
    }

    func destination(for value: AnyHashable) -> ((AnyHashable) -> any View)? {
        destinations[ObjectIdentifier(type(of: value.base))]?.first { $0.isLive }?.value
    }

    /// A `navigationDestination(isPresented:)` or `(item:)`: pushed while `push` is not nil.
    func registerBound(_ push: BoundPush?, by node: ViewNode) {
        let key = node.path
        let wasPushed = boundPushes[key]?.isLive == true
        if let push {
            boundPushes[key] = Registration(node: node, value: push)
            if !boundOrder.contains(key) { boundOrder.append(key) }
        } else {
            boundPushes[key] = nil
            boundOrder.removeAll { $0 == key }
        }
        if wasPushed != (push != nil) { self.node?.invalidate() }
    }

    // MARK: - What is pushed

    enum Entry {
        case value(AnyHashable, index: Int)
        case view(id: Int, view: any View)
        case bound(key: String, push: BoundPush)
    }

    /// Everything pushed over the root, bottom to top.
    var entries: [Entry] {
        let values = access?.values() ?? ownPath.elements
        var result = values.enumerated().map { Entry.value($0.element, index: $0.offset) }
        result += viewPushes.map { Entry.view(id: $0.id, view: $0.make()) }
        for key in boundOrder {
            if let registration = boundPushes[key], registration.isLive { result.append(.bound(key: key, push: registration.value)) }
        }
        return result
    }

    // MARK: - Pushing and popping

    /// `NavigationLink(value:)`: appends the value, if a destination for its type is declared
    /// (otherwise SwiftUI logs why the link cannot be activated, and nothing happens).
    func push(value: AnyHashable) {
        guard destination(for: value) != nil else {
            NavigationLog.noDestination(for: type(of: value.base))
            return
        }
        if let access {
            if !access.append(value) { NavigationLog.noDestination(for: type(of: value.base)) }
        } else {
            ownPath.elements.append(value)
            node?.invalidate()
        }
    }

    func push(view: any View) {
        push { view }
    }

    /// Pushes a view made again at each build; returns its id (`hasPush(_:)`).
    @discardableResult
    func push(_ make: @escaping @MainActor () -> any View) -> Int {
        defer { node?.invalidate() }
        viewPushes.append((nextPushID, make))
        nextPushID += 1
        return nextPushID - 1
    }

    func hasPush(_ id: Int) -> Bool { viewPushes.contains { $0.id == id } }

    /// Pops until `depth` entries are left (0: back to the root), top first.
    func pop(toDepth depth: Int) {
        var excess = entries.count - depth
        guard excess > 0 else { return }
        while excess > 0, let key = boundOrder.last(where: { boundPushes[$0]?.isLive == true }) {
            boundPushes[key]?.value.dismiss()
            boundPushes[key] = nil
            boundOrder.removeAll { $0 == key }
            excess -= 1
        }
        let views = min(excess, viewPushes.count)
        viewPushes.removeLast(views)
        excess -= views
        if excess > 0 {
            if let access { access.removeLast(excess) } else { ownPath.removeLast(min(excess, ownPath.count)) }
        }
        node?.invalidate()
    }

    /// The edit mode of a column, kept for as long as the stack is.
    func editMode(ofColumn index: Int) -> Binding<EditMode> {
        let location = editModes[index] ?? StateLocation(value: EditMode.inactive)
        editModes[index] = location
        return Binding(get: { location.value }, set: { location.value = $0 }, identity: ObjectIdentifier(location))
    }
}

/// Where a view sits in a navigation stack: the stack's model and the column it is in.
struct NavigationContext {
    let model: NavigationModel
    let column: Int
}

struct NavigationContextKey: EnvironmentKey { static var defaultValue: NavigationContext? { nil } }

extension EnvironmentValues {
    var navigationContext: NavigationContext? {
        get { self[NavigationContextKey.self] }
        set { self[NavigationContextKey.self] = newValue }
    }
}

/// SwiftUI's console lines about navigation.
enum NavigationLog {
    /// Quoted from public reports of the message (it names the type in curly quotes, then a note
    /// after a blank line; docs/FACTS.md, "SwiftUI's console and crash lines").
    static func noDestination(for type: Any.Type) {
        ModelLog.log("A NavigationLink is presenting a value of type “\(type)” but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated.")
        ModelLog.log("")
        ModelLog.log("Note: Links search for destinations in any surrounding NavigationStack, then within the same column of a NavigationSplitView.")
    }
}
