import Foundation

/// Modifiers that react to their view appearing, disappearing or changing. Each is one node in
/// the graph, whatever it modifies: applied to a list of views (a `@ViewBuilder` property with two
/// texts) it still fires once, when the list appears — as the course measured for `onAppear`.
@MainActor
protocol LifecycleModifier {
    func appeared(_ node: ViewNode)
    func disappeared(_ node: ViewNode)
}

extension LifecycleModifier {
    func appeared(_ node: ViewNode) {}
    func disappeared(_ node: ViewNode) {}
}

/// `onAppear`/`onDisappear` (Apple's `_AppearanceActionModifier`). Its content is a list of
/// elements (the views it puts on screen); the action runs when the first of them appears and
/// the disappear action when the last one goes. Content with no element (an `EmptyView`, an `if`
/// whose condition is false) never appears, so neither action runs. Source: OpenSwiftUI
/// `AppearanceActionModifier.swift`, whose `MergedBox` counts the list's elements (`appear()`
/// acts only when the count leaves 0, `disappear()` only when it returns to 0).
struct OnAppearModifier: ViewModifier, BuiltinModifier, LifecycleModifier {
    let action: (() -> Void)?
    typealias Body = Never
    func appeared(_ node: ViewNode) {
        guard AppearanceState.appear(node) else { return }
        action?()
    }
    func disappeared(_ node: ViewNode) { _ = AppearanceState.disappear(node) }
}

struct OnDisappearModifier: ViewModifier, BuiltinModifier, LifecycleModifier {
    let action: (() -> Void)?
    typealias Body = Never
    func appeared(_ node: ViewNode) { _ = AppearanceState.appear(node) }
    func disappeared(_ node: ViewNode) {
        guard AppearanceState.disappear(node) else { return }
        action?()
    }
}

/// Whether an appearance modifier's content is on screen: it appears only with at least one
/// element, and disappears only if it appeared.
@MainActor
enum AppearanceState {
    private static let key = "appearance.visible"

    static func isVisible(_ node: ViewNode) -> Bool { node.storage[key] != nil }

    /// Marks the node visible if its content has an element; true when it became visible.
    static func appear(_ node: ViewNode) -> Bool {
        guard node.storage[key] == nil, let graph = node.graph, graph.elementCount(of: node) > 0 else { return false }
        node.storage[key] = Box(true)
        return true
    }

    /// Marks the node gone; true when it had appeared.
    static func disappear(_ node: ViewNode) -> Bool {
        guard node.storage[key] != nil else { return false }
        node.storage[key] = nil
        return true
    }
}

/// `.task`: starts when the view appears, on the main actor, and is cancelled when it disappears;
/// with an `id`, restarted when the id changes.
struct TaskModifier: ViewModifier, BuiltinModifier, LifecycleModifier {
    let id: AnyHashable?
    let priority: TaskPriority
    let action: @Sendable () async -> Void
    typealias Body = Never

    func appeared(_ node: ViewNode) { start(on: node) }

    func disappeared(_ node: ViewNode) {
        (node.storage["task"] as? RunningTask)?.task.cancel()
    }

    func didUpdate(_ node: ViewNode) {
        guard let id, let running = node.storage["task"] as? RunningTask, running.id != id else { return }
        running.task.cancel()
        start(on: node)
    }

    private func start(on node: ViewNode) {
        let action = self.action
        let running = RunningTask(id: id)
        running.task = Task(priority: priority) { @MainActor in await action() }
        node.storage["task"] = running
    }
}

/// A task a view started: cancelled when the view disappears, or when its `id` changes.
@MainActor
final class RunningTask {
    let id: AnyHashable?
    var task: Task<Void, Never> = Task {}
    init(id: AnyHashable?) { self.id = id }
}

/// `.onChange(of:)`: after an update in which the value differs from the last one it saw.
struct OnChangeModifier<Value: Equatable>: ViewModifier, BuiltinModifier {
    let value: Value
    let initial: Bool
    let action: (Value, Value) -> Void
    typealias Body = Never

    /// The action runs when the update ends, in order with the appear actions (SwiftUI enqueues
    /// it: OpenSwiftUI `Update.enqueueAction`).
    func didUpdate(_ node: ViewNode) {
        let key = "onChange.value"
        let action = self.action, value = self.value
        if let old = node.storage[key] as? Box<Value> {
            if old.value != value {
                let previous = old.value
                old.value = value
                node.graph?.lifecycle.enqueue { action(previous, value) }
            }
        } else {
            node.storage[key] = Box(value)
            if initial { node.graph?.lifecycle.enqueue { action(value, value) } }
        }
    }
}

/// A reference to a value kept in a node's storage.
final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

extension View {
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(OnAppearModifier(action: action))
    }

    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(OnDisappearModifier(action: action))
    }

    public func task(priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void) -> some View {
        modifier(TaskModifier(id: nil, priority: priority, action: { await action() }))
    }

    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void) -> some View {
        modifier(TaskModifier(id: AnyHashable(String(describing: value)), priority: priority, action: { await action() }))
    }

    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        modifier(OnChangeModifier(value: value, initial: initial, action: action))
    }

    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        modifier(OnChangeModifier(value: value, initial: initial, action: { _, _ in action() }))
    }
}
